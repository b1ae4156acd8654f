import IslandText
import Foundation
import Testing
import IslandCore
import IslandTypes
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
        let german = activity.app.language(for: Fixtures.context(language).languages) == "de"
        #expect(card.contains(german ? "veraltet · aktualisiert vor 5 Min." : "stale · updated 5 min ago"))
    }

    @Test(arguments: [Sample.trip, .ride, .workout], Language.allCases)
    func ended(sample: Sample, language: Language) {
        let activity = endedActivity(sample.push, dismissal: later.addingTimeInterval(600))
        #expect(activity.state == .ended)
        let context = Fixtures.context(language)
        let grid = Presentations.lockScreen(activity: activity, now: later, context: context)
        SnapshotCheck.grid(grid, "ended-\(sample.rawValue)-\(language.rawValue)", styles: language == .de)
        // The note is inside the app's card: in the card's language, as its button is.
        let german = activity.app.language(for: context.languages) == "de"
        #expect(grid.lines.joined().contains(german ? "verschwindet um 12:15" : "on screen until 12:15"))
    }

    /// A French device: island's own words are English, the trip app (German and English,
    /// developed in German) shows German and its card says `[Beenden]`; island's notes in its
    /// frame are German too, not English inside a German card.
    @Test func frameNotesFollowTheCardsLanguage() {
        let context = RenderContext(languages: LanguagePreferences(["fr"]), timeZone: Fixtures.utc)
        #expect(context.language == .en)
        let trip = endedActivity(Sample.trip.push, dismissal: later.addingTimeInterval(600))
        #expect(trip.app.language(for: context.languages) == "de")
        let card = Presentations.lockScreen(activity: trip, now: later, context: context).lines.joined()
        #expect(card.contains("beendet · verschwindet um 12:15"))
        #expect(!card.contains("on screen until"))
        let stale = Presentations.lockScreen(activity: staleActivity(Sample.trip.push), now: later, context: context).lines.joined()
        #expect(stale.contains("veraltet · aktualisiert vor 5 Min."))
        #expect(card.contains("[Beenden]"))
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
