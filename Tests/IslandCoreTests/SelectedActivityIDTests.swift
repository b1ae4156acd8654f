import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandTypes

/// `AppModel.selectedActivityID`, found in place for every line, against `selected`, which
/// lists and sorts the Lock Screen: the same activity for every mix of states, relevance ties
/// and selections.
@Suite struct SelectedActivityIDTests {
    @Test func itNamesTheActivityThatSelectedReturns() {
        let system = BuiltInTypes.system()
        let definition = system.types.all[0]
        let app = system.types.app(definition.key.app ?? "com.stefanfriedrich.rnvapp")
        var generator = SystemRandomNumberGenerator()
        let states: [ActivityState] = [.active, .stale, .ended, .dismissed]
        var cases = 0
        var picked = Set<String?>()
        for _ in 0..<2_000 {
            var model = AppModel(system: system)
            let count = Int.random(in: 0...5, using: &generator)
            model.system.activities = (0..<count).map { order in
                var activity = Activity(id: "a\(order)", app: app, definition: definition, attributes: ContentObject(), contentState: ContentObject(),
                                        attributesBytes: 0, staleDate: nil, relevanceScore: Double(Int.random(in: 0...2, using: &generator) * 50),
                                        startedAt: Date(timeIntervalSince1970: 0), startOrder: (order * 7) % 5 + order * 5, timestamp: Date(timeIntervalSince1970: 0))
                activity.state = states.randomElement(using: &generator)!
                return activity
            }
            model.selectedID = [nil, "a0", "a1", "a2", "a4", "gone"].randomElement(using: &generator)!
            #expect(model.selectedActivityID == model.selected?.id)
            picked.insert(model.selectedActivityID)
            cases += 1
        }
        #expect(cases == 2_000)
        // Every outcome came up: none, the selection, and a most relevant one in its place.
        #expect(picked.count >= 6)
    }
}
