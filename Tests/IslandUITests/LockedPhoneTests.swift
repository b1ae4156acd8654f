import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// The locked iPhone: the cards low above the flashlight and camera buttons, every activity's
/// card kept on the Lock Screen however low the terminal (the view scrolls with the selection),
/// none of them in the island.
@Suite struct LockedPhoneTests {
    let now = Fixtures.start

    func model() -> AppModel {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush()])
        model.viewMode = .phone
        return model
    }

    @Test func everyCardIsReachableBySelectionAtEverySize() {
        var model = model()
        let ids = model.lockScreenActivities.map(\.id)
        #expect(ids.count == 3)
        for height in [14, 18, 24, 40] {
            for id in ids {
                model.selectedID = id
                let grid = Renderer.render(model, width: 60, height: height, now: now, context: Fixtures.context())
                // The selected card is on screen (its click region), and nothing says "+N more".
                #expect(grid.hitRegions.contains { $0.target == .activity(activityID: id) }, "\(id) at 60×\(height)")
                #expect(!grid.lines.joined().contains("weitere"), "a card left the Lock Screen at 60×\(height)")
            }
        }
    }

    @Test func cardsSitLowAboveTheButtons() {
        var model = model()
        model.selectedID = model.lockScreenActivities.first?.id
        var sections: [(String, Grid)] = []
        for (width, height) in [(60, 40), (60, 24), (46, 16)] {
            sections.append(("locked", Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())))
        }
        model.selectedID = model.lockScreenActivities.last?.id
        sections.append(("locked, last selected", Renderer.render(model, width: 60, height: 24, now: now, context: Fixtures.context())))
        SnapshotCheck.text(SnapshotCheck.sections(sections), "phone-locked-low")
        let tall = sections[0].1.lines
        // The flashlight and camera on the last row of the phone's screen, the island empty.
        #expect(tall[tall.count - 3].contains("(🔦)") && tall[tall.count - 3].contains("(📷)"))
        #expect(tall[1].contains("(          )"))
    }
}
