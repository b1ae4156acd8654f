import IslandText
import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// Stale content is dimmed and marked with its age; an ended activity shows its final state
/// and when it will be dismissed, and leaves the island.
@Suite struct StateSnapshotTests {
    let now = Fixtures.start
    var later: Date { now.addingTimeInterval(5 * 60) }

    func staleActivity(_ push: Push) -> Activity {
        var push = push
        push.staleDate = now.addingTimeInterval(120)
        var system = Fixtures.system([push], now: now)
        _ = system.advance(to: later)
        return system.activities[0]
    }

    func endedActivity(_ push: Push, dismissal: Date? = nil) -> Activity {
        var system = Fixtures.system([push], now: now)
        _ = system.end(system.activities[0].id, reason: .userStopped, dismissalDate: dismissal, now: later)
        return system.activities[0]
    }

    func sections(_ activity: Activity, _ context: RenderContext) -> [(String, Grid)] {
        [
            ("minimal", Presentations.minimal(activity: activity, now: later, context: context)),
            ("compact", Presentations.compact(activity: activity, now: later, context: context)),
            ("expanded", Presentations.expanded(activity: activity, now: later, context: context)),
            ("lock screen", Presentations.lockScreen(activity: activity, now: later, context: context)),
        ]
    }

    @Test(arguments: [Sample.trip, .ride, .delivery], Language.allCases)
    func stale(sample: Sample, language: Language) {
        let activity = staleActivity(sample.push)
        #expect(activity.state == .stale)
        let parts = sections(activity, Fixtures.context(language))
        SnapshotCheck.text(SnapshotCheck.sections(parts), "stale-\(sample.rawValue)-\(language.rawValue)")
        if language == .de {
            SnapshotCheck.text(SnapshotCheck.sections(parts, styles: true), "stale-\(sample.rawValue)-de.styles")
        }
        let card = parts[3].1.lines.joined()
        #expect(card.contains(language == .de ? "veraltet · aktualisiert vor 5 Min." : "stale · updated 5 min ago"))
    }

    @Test(arguments: [Sample.trip, .ride, .workout], Language.allCases)
    func ended(sample: Sample, language: Language) {
        let activity = endedActivity(sample.push, dismissal: later.addingTimeInterval(600))
        #expect(activity.state == .ended)
        let context = Fixtures.context(language)
        let grid = Presentations.lockScreen(activity: activity, now: later, context: context)
        SnapshotCheck.grid(grid, "ended-\(sample.rawValue)-\(language.rawValue)", styles: language == .de)
        #expect(grid.lines.joined().contains(language == .de ? "verschwindet um 12:15" : "on screen until 12:15"))
    }

    /// Ended activities are on the Lock Screen only: the island is empty.
    @Test func endedLeavesTheIsland() {
        var model = Fixtures.model([Fixtures.tripPush()])
        _ = model.system.end("trip", reason: .userStopped, now: later)
        let grid = Renderer.render(model, width: 100, height: 30, now: later, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-ended-100x30")
        #expect(!grid.lines.prefix(4).joined().contains("RNV 5"))
        #expect(grid.lines.joined().contains("beendet · verschwindet um 16:05"))
    }
}
