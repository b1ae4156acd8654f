import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandUI
import IslandTypes

/// What the renderer keeps between frames (each activity's view, the events pane's worded
/// entries) never shows: a run of frames drawn with one context, as the dashboard draws them,
/// is cell for cell the run drawn with a fresh context each frame.
@Suite struct FrameCacheTests {
    /// Every scene of `NextChangeTests` on every screen, through moments that go forward
    /// (across countdowns' minutes and reported changes), stand still, and step back (a
    /// replay's minute back), and through models that change under the same activity ids.
    @Test func framesWithKeptViewsAreFramesDrawnAfresh() {
        let kept = Fixtures.context(.de)
        var checked = 0
        for (name, base, start) in NextChangeTests.scenes() {
            for (screen, screenModel) in NextChangeTests.screens(base) {
                for offset in [0, 0, 7, 59.5, 60, 61, 29.5, 299, 3599.25, 3599.25, 120] as [TimeInterval] {
                    let now = start.addingTimeInterval(offset)
                    var model = screenModel
                    _ = AppReducer.update(&model, .tick, now: now)
                    let fresh = Renderer.frame(model, width: 100, height: 30, now: now, context: Fixtures.context(.de))
                    let frame = Renderer.frame(model, width: 100, height: 30, now: now, context: kept)
                    #expect(frame.grid == fresh.grid, "\(name), \(screen) at +\(offset): a kept view showed")
                    #expect(frame.nextChange == fresh.nextChange, "\(name), \(screen) at +\(offset)")
                    checked += 1
                }
            }
        }
        CaseCount.expect(checked, atLeast: 400, "frames")
    }

    /// The footer's hints are kept while what they are made of stays: every toggle, overlay,
    /// focus and width that changes a hint shows at once, in a run drawn with one context.
    @Test func theFooterFollowsEveryChangeOfItsHints() {
        let kept = Fixtures.context(.de)
        let (base, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        var variants: [(String, AppModel)] = [("as it is", base)]
        func variant(_ name: String, _ change: (inout AppModel) -> Void) {
            var model = variants.last!.1
            change(&model)
            variants.append((name, model))
        }
        variant("paused") { $0.paused = true }
        variant("held open") { $0.expandedHeld = true }
        variant("unlocked") { $0.locked = false }
        variant("help") { $0.showHelp = true }
        variant("help closed") { $0.showHelp = false }
        variant("events pane") { $0.eventsPane.focused = true }
        variant("dashboard again") { $0.eventsPane.focused = false }
        variant("resumed") { $0.paused = false }
        var checked = 0
        for (name, model) in variants + variants.reversed() {
            for width in [100, 64] {
                let fresh = Renderer.frame(model, width: width, height: 30, now: now, context: Fixtures.context(.de))
                let frame = Renderer.frame(model, width: width, height: 30, now: now, context: kept)
                #expect(frame.grid.lines.last == fresh.grid.lines.last, "\(name) at \(width): a kept footer showed")
                #expect(frame.grid == fresh.grid, "\(name) at \(width)")
                checked += 1
            }
        }
        #expect(checked == 36)
        let footers = Set(variants.map { Renderer.frame($0.1, width: 100, height: 30, now: now, context: kept).grid.lines.last ?? "" })
        #expect(footers.count >= 5, "the variants change the footer")
    }

    /// A view is built once while nothing changes, and again when its activity changes.
    @Test func aViewIsBuiltAgainOnlyWhenItChanges() throws {
        let context = Fixtures.context(.de)
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let activity = try #require(model.islandLead)
        var builds = 0
        let first = context.viewCache.view(activity, now: now, context: context) {
            builds += 1
            return ActivityViewBuilder.make(activity, now: now, context: context)
        }
        let same = context.viewCache.view(activity, now: now.addingTimeInterval(0.5), context: context) {
            builds += 1
            return ActivityViewBuilder.make(activity, now: now, context: context)
        }
        #expect(builds == 1 && same == first)
        let (later, laterNow) = Fixtures.tripModel(at: Fixtures.enRoute + 120)
        let moved = try #require(later.islandLead)
        #expect(moved != activity, "the trip moved on in two minutes")
        _ = context.viewCache.view(moved, now: laterNow, context: context) {
            builds += 1
            return ActivityViewBuilder.make(moved, now: laterNow, context: context)
        }
        #expect(builds == 2)
        // Another language is another view.
        var english = context
        english.languages = LanguagePreferences(["en"])
        _ = english.viewCache.view(moved, now: laterNow, context: english) {
            builds += 1
            return ActivityViewBuilder.make(moved, now: laterNow, context: english)
        }
        #expect(builds == 3)
    }
}
