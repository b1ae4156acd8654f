import IslandText
import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandUI

/// A Watch out of range of its iPhone (`--watch-out-of-range`): only alerting updates reach it
/// (`isActivityUpdateReduced`), so it keeps the content of the last alerting push.
@Suite struct WatchOutOfRangeTests {
    static var context: RenderContext { FirstHourLayoutTests.context }

    @Test func theWatchKeepsTheLastAlertingContent() throws {
        var (model, now) = FirstHourLayoutTests.model()
        let workout = try #require(model.system.activity("workout"))
        // Started with an alert, then updated without one: the phone has the newer content.
        #expect(workout.alertedContentState != nil)
        #expect(workout.alertedContentState != workout.contentState)
        model.selectedID = "workout"
        model.device = .watch
        model.viewMode = .phone
        let inRange = Renderer.render(model, width: 100, height: 32, now: now, context: Self.context).lines.joined(separator: "\n")
        model.watchOutOfRange = true
        let outOfRange = Renderer.render(model, width: 100, height: 32, now: now, context: Self.context).lines.joined(separator: "\n")
        #expect(inRange.contains("01:00"), "\(inRange)")
        #expect(outOfRange.contains("00:00") && !outOfRange.contains("01:00"), "\(outOfRange)")
        #expect(DeviceScreen.asOutOfRangeWatchHasIt(workout).contentState == workout.alertedContentState)
    }
}

/// The dashboard's Watch pane says when the Watch is out of range, in the device's language.
@Suite struct WatchOutOfRangeHeadingTests {
    @Test(arguments: [Language.en, .de]) func theHeadingSaysOutOfRange(_ language: Language) {
        var (model, now) = FirstHourLayoutTests.model()
        model.device = .watch
        model.watchOutOfRange = true
        let context = RenderContext(language: language, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
        let text = Renderer.render(model, width: 100, height: 32, now: now, context: context).lines.joined(separator: "\n")
        #expect(text.contains(language == .en ? "out of range" : "außer Reichweite"), "\(text)")
        model.watchOutOfRange = false
        let inRange = Renderer.render(model, width: 100, height: 32, now: now, context: context).lines.joined(separator: "\n")
        #expect(!inRange.contains(language == .en ? "out of range" : "außer Reichweite"))
    }
}
