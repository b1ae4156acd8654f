import IslandText
import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// Golden snapshots of the four presentations (and StandBy) for every sample content.
@Suite struct PresentationSnapshotTests {
    let now = Fixtures.start

    func allPresentations(_ activity: Activity, _ context: RenderContext) -> [(String, Grid)] {
        [
            ("minimal", Presentations.minimal(activity: activity, now: now, context: context)),
            ("compact", Presentations.compact(activity: activity, now: now, context: context)),
            ("expanded", Presentations.expanded(activity: activity, now: now, context: context)),
            ("lock screen", Presentations.lockScreen(activity: activity, now: now, context: context)),
        ]
    }

    @Test(arguments: Sample.allCases, Language.allCases)
    func eachPresentation(sample: Sample, language: Language) {
        let text = SnapshotCheck.sections(allPresentations(sample.activity, Fixtures.context(language)))
        SnapshotCheck.text(text, "presentations-\(sample.rawValue)-\(language.rawValue)")
    }

    @Test(arguments: [Sample.trip, .ride, .delivery])
    func styleMasks(sample: Sample) {
        let text = SnapshotCheck.sections(allPresentations(sample.activity, Fixtures.context()), styles: true)
        SnapshotCheck.text(text, "presentations-\(sample.rawValue)-de.styles")
    }

    @Test(arguments: [Sample.trip, .tripCJK, .rideFault, .workout])
    func asciiFallback(sample: Sample) {
        let sections = allPresentations(sample.activity, Fixtures.context(.de, ascii: true))
        SnapshotCheck.text(SnapshotCheck.sections(sections), "presentations-\(sample.rawValue)-ascii")
        for (_, grid) in sections {
            #expect(grid.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        }
    }

    @Test(arguments: [Sample.trip, .ride, .delivery, .workout])
    func standBy(sample: Sample) {
        let grid = Fixtures.standBy(activity: sample.activity, now: now, context: Fixtures.context(), width: 80, height: 20)
        SnapshotCheck.grid(grid, "standby-\(sample.rawValue)-80x20")
    }

    /// The compact island and the card at shrinking widths: the countdown and the button stay.
    @Test func narrowWidths() {
        let activity = Sample.trip.activity
        let context = Fixtures.context()
        var sections: [(String, Grid)] = []
        for width in [40, 32, 24, 20, 16, 12, 8, 4, 2, 1, 0] {
            sections.append(("compact", Presentations.compact(activity: activity, now: now, context: context, width: width)))
        }
        for width in [44, 36, 28, 20, 12, 3] {
            sections.append(("lock screen", Presentations.lockScreen(activity: activity, now: now, context: context, width: width)))
        }
        for width in [40, 24, 10] {
            sections.append(("expanded", Presentations.expanded(activity: activity, now: now, context: context, width: width)))
        }
        SnapshotCheck.text(SnapshotCheck.sections(sections), "presentations-trip-narrow")
    }

    /// The trip's three phases as the simulator plays them.
    @Test(arguments: Language.allCases)
    func tripPhases(language: Language) {
        let context = Fixtures.context(language)
        var sections: [(String, Grid)] = []
        for (name, offset) in [("before departure", Fixtures.beforeDeparture), ("en route", Fixtures.enRoute),
                               ("arrived", Fixtures.arrived)] {
            let (model, now) = Fixtures.tripModel(at: offset)
            let activity = model.lockScreenActivities[0]
            sections.append(("\(name) compact", Presentations.compact(activity: activity, now: now, context: context)))
            sections.append(("\(name) expanded", Presentations.expanded(activity: activity, now: now, context: context)))
            sections.append(("\(name) lock screen", Presentations.lockScreen(activity: activity, now: now, context: context)))
        }
        SnapshotCheck.text(SnapshotCheck.sections(sections), "trip-phases-\(language.rawValue)")
    }
}
