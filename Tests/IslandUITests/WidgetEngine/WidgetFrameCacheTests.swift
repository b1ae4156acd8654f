import Foundation
import IslandCore
import IslandSwiftSource
import IslandTypes
import Testing
@testable import IslandUI

/// A frame after an update evaluates the widget only when what it reads changed, and lays out
/// again only the presentations whose views changed; what it keeps never shows: every frame
/// is cell for cell the frame drawn with a fresh context.
@Suite struct WidgetFrameCacheTests {
    static let widget = """
        import ActivityKit
        import SwiftUI
        struct TramAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable {
                var minutesAway: Int
                var platform: String
                var departure: Date?
            }
            var line: String
            var destination: String
        }
        struct TramWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TramAttributes.self) { context in
                    HStack {
                        Text(context.attributes.line).bold()
                        VStack(alignment: .leading) {
                            Text(context.attributes.destination)
                            Text("Platform \\(context.state.platform)").font(.caption)
                        }
                        Spacer()
                        Text("\\(context.state.minutesAway) min")
                        if let departure = context.state.departure {
                            Text(timerInterval: Date.now...departure, countsDown: true)
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text(context.attributes.line) }
                        DynamicIslandExpandedRegion(.trailing) { Text("\\(context.state.minutesAway) min") }
                        DynamicIslandExpandedRegion(.bottom) { Text("Platform \\(context.state.platform)") }
                    } compactLeading: {
                        Text(context.attributes.line)
                    } compactTrailing: {
                        Text("\\(context.state.minutesAway)m")
                    } minimal: {
                        Text("\\(context.state.minutesAway)")
                    }
                }
            }
        }
        """

    static let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    static func line(_ event: String, at time: Date, minutes: Int, platform: String = "2", departure: Date? = nil) -> IncomingLine {
        let begin = event == "start" ? #","attributes-type":"TramAttributes","attributes":{"line":"T4","destination":"Northgate"},"alert":{"title":"T4","body":"soon"}"# : ""
        let leaves = departure.map { #","departure":\#(Int($0.timeIntervalSinceReferenceDate))"# } ?? ""
        return IncomingLine(#"{"activity-id":"tram","aps":{"timestamp":\#(Int(time.timeIntervalSince1970)),"event":"\#(event)""# + begin
            + #","content-state":{"minutesAway":\#(minutes),"platform":"\#(platform)"\#(leaves)}}}"#)
    }

    static func model() -> AppModel {
        var model = AppModel()
        model.locked = false
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Tram.swift", text: widget)])
        _ = try? model.system.types.add(report.contents)
        return model
    }

    /// Renders with the kept context and checks the frame against one drawn afresh.
    static func frame(_ model: AppModel, at now: Date, _ kept: RenderContext, _ comment: Comment) -> [String] {
        let grid = Renderer.render(model, width: 120, height: 40, now: now, context: kept)
        let fresh = Renderer.render(model, width: 120, height: 40, now: now,
                                    context: RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!))
        #expect(grid == fresh, comment)
        return grid.lines
    }

    @Test func anUnchangedStateReusesTheEvaluationAndEveryLayout() throws {
        var model = Self.model()
        let kept = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
        _ = AppReducer.update(&model, .line(Self.line("start", at: Self.start, minutes: 9)), now: Self.start)
        let first = Self.frame(model, at: Self.start, kept, "the start")
        #expect(first.joined().contains("9 min"), "the widget draws the tram")
        #expect(kept.widgetCache.evaluations == 1)
        #expect(kept.widgetCache.layouts == 8, "each presentation laid out once")
        // The same state pushed again later: the activity changed (its update time), its views did not.
        let later = Self.start.addingTimeInterval(30)
        _ = AppReducer.update(&model, .line(Self.line("update", at: later, minutes: 9)), now: later)
        _ = Self.frame(model, at: later, kept, "the same state again")
        #expect(kept.widgetCache.evaluations == 1, "the views evaluated for the same state are kept")
        #expect(kept.widgetCache.layouts == 8)
    }

    @Test func anUpdateOfOneFieldLaysOutOnlyThePresentationsThatShowIt() throws {
        var model = Self.model()
        let kept = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
        _ = AppReducer.update(&model, .line(Self.line("start", at: Self.start, minutes: 9)), now: Self.start)
        _ = Self.frame(model, at: Self.start, kept, "the start")
        let later = Self.start.addingTimeInterval(30)
        _ = AppReducer.update(&model, .line(Self.line("update", at: later, minutes: 9, platform: "3")), now: later)
        let lines = Self.frame(model, at: later, kept, "the platform changed")
        #expect(lines.joined().contains("Platform 3"))
        #expect(kept.widgetCache.evaluations == 2, "a changed state is evaluated")
        // The platform shows in the Lock Screen view and the expanded bottom: two layouts, not eight.
        #expect(kept.widgetCache.layouts == 8 + 2)
        let again = later.addingTimeInterval(30)
        _ = AppReducer.update(&model, .line(Self.line("update", at: again, minutes: 8, platform: "3")), now: again)
        _ = Self.frame(model, at: again, kept, "the minutes changed")
        // The minutes: minimal, compact trailing, expanded trailing and the Lock Screen view.
        #expect(kept.widgetCache.evaluations == 3)
        #expect(kept.widgetCache.layouts == 8 + 2 + 4)
    }

    @Test func anEvaluationThatReadsTheClockIsNotKeptForAnotherMoment() throws {
        var model = Self.model()
        let kept = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
        let departure = Self.start.addingTimeInterval(600)
        _ = AppReducer.update(&model, .line(Self.line("start", at: Self.start, minutes: 9, departure: departure)), now: Self.start)
        let first = Self.frame(model, at: Self.start, kept, "the timer at the start")
        #expect(first.joined().contains("10:00"), "\(first.joined(separator: "\n"))")
        #expect(kept.widgetCache.evaluations == 1)
        // The same state a few seconds later: the timer moved, so the widget is evaluated again.
        let later = Self.start.addingTimeInterval(5)
        _ = AppReducer.update(&model, .line(Self.line("update", at: later, minutes: 9, departure: departure)), now: later)
        let second = Self.frame(model, at: later, kept, "the timer 5 s later")
        #expect(second.joined().contains("9:55"), "\(second.joined(separator: "\n"))")
        #expect(kept.widgetCache.evaluations == 2)
    }
}

extension WidgetFrameCacheTests {
    /// Within the Lock Screen view, only what changed is measured again: the line badge and
    /// the destination are the views of the frame before, which the layout knows.
    @Test func anUpdateMeasuresOnlyTheViewsThatChanged() throws {
        var model = Self.model()
        let kept = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
        _ = AppReducer.update(&model, .line(Self.line("start", at: Self.start, minutes: 9)), now: Self.start)
        _ = Self.frame(model, at: Self.start, kept, "the start")
        let first = kept.widgetCache.measured("tram")
        #expect(first > 0)
        let later = Self.start.addingTimeInterval(30)
        _ = AppReducer.update(&model, .line(Self.line("update", at: later, minutes: 9, platform: "3")), now: later)
        _ = Self.frame(model, at: later, kept, "the platform changed")
        let second = kept.widgetCache.measured("tram") - first
        #expect(second > 0, "the changed text is measured")
        #expect(second * 2 < first, "an update measures less than half of what the first frame did: \(second) of \(first)")
    }
}
