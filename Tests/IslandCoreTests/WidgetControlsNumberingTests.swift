import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSwiftSource
@testable import IslandTypes

/// How a frame's controls are numbered: the Lock Screen's in order, the expanded island's after
/// them unless they repeat one (the same intent and parameters: the same control), a
/// `ViewThatFits` alternative's copies as the first alternative's, a hidden one not at all,
/// a `ForEach` of buttons each its own.
@Suite struct WidgetControlsNumberingTests {
    static let source = """
        import ActivityKit
        import AppIntents
        import SwiftUI
        import WidgetKit

        struct PlayerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var playing: Bool
                var queue: [String]
            }
            var station: String
        }

        struct PlayIntent: LiveActivityIntent {
            @Parameter(title: "Station") var station: String
            init() {}
            init(station: String) { self.station = station }
            func perform() async throws -> some IntentResult { .result() }
        }

        struct SkipIntent: LiveActivityIntent {
            @Parameter(title: "Track") var track: String
            init() {}
            init(track: String) { self.track = track }
            func perform() async throws -> some IntentResult { .result() }
        }

        struct ShuffleIntent: SetValueIntent, LiveActivityIntent {
            @Parameter(title: "Shuffle") var value: Bool
            @Parameter(title: "Station") var station: String
            init() {}
            init(station: String) { self.station = station }
            func perform() async throws -> some IntentResult { .result() }
        }

        struct EndListeningIntent: LiveActivityIntent {
            func perform() async throws -> some IntentResult { .result() }
        }

        struct PlayerLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: PlayerAttributes.self) { context in
                    VStack {
                        ViewThatFits {
                            HStack {
                                Button(intent: PlayIntent(station: context.attributes.station)) { Label("Play", systemImage: "play.fill") }
                                Button(intent: EndListeningIntent()) { Text("End") }
                            }
                            HStack {
                                Button(intent: PlayIntent(station: context.attributes.station)) { Image(systemName: "play.fill") }
                            }
                        }
                        ForEach(context.state.queue, id: \\.self) { track in
                            Button(intent: SkipIntent(track: track)) { Text(track) }
                        }
                        Button(intent: PlayIntent(station: "hidden")) { Text("Hidden") }.hidden()
                        Toggle(isOn: context.state.playing, intent: ShuffleIntent(station: context.attributes.station)) { Text("Shuffle") }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) {
                            HStack {
                                Button(intent: PlayIntent(station: context.attributes.station)) { Text("Play") }
                                Button(intent: SkipIntent(track: "next")) { Text("Next") }
                            }
                        }
                    } compactLeading: {
                        Image(systemName: "radio")
                    } compactTrailing: {
                        Text(context.attributes.station)
                    } minimal: {
                        Image(systemName: "radio")
                    }
                }
            }
        }
        """

    @Test func numbering() throws {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Player.swift", text: Self.source)])
        var system = LiveActivitySystem(types: try TypeRegistry([report.contents]))
        let start = PayloadBuilder.start("p1", type: "PlayerAttributes", attributes: ["station": "FM4"],
                                         state: ["playing": false, "queue": ["A", "B"]])
        #expect(system.receive(start, now: PayloadBuilder.t0).verdict.isApplied)
        let activity = try #require(system.activity("p1"))
        let controls = ActivityControls.of(activity, now: PayloadBuilder.t0)
        #expect(controls.map(\.label) == ["Play", "End", "A", "B", "Shuffle", "Next"])
        #expect(controls.map { JSONWriter.string(.object($0.parameters)) }
                == [#"{"station":"FM4"}"#, "{}", #"{"track":"A"}"#, #"{"track":"B"}"#, #"{"station":"FM4"}"#, #"{"track":"next"}"#])
        #expect(controls.map(\.ends) == [false, true, false, false, false, false], "End… ends by its name")
        #expect(controls.map(\.index) == Array(0..<6))
        #expect(controls[4].setsValue)

        // A SetValueIntent toggle hands the new state over as its `value` too.
        var model = AppModel(system: system)
        model.locked = false
        _ = AppReducer.update(&model, .key(.character("5")), now: PayloadBuilder.t0)
        let effects = AppReducer.update(&model, .key(.character("b")), now: PayloadBuilder.t0)
        let line = effects.compactMap { if case .output(let record) = $0 { return record.line } else { return nil } }.first ?? ""
        #expect(line.contains(#""intent":"ShuffleIntent","activity-id":"p1","parameters":{"station":"FM4","value":true},"control":"toggle","value":true"#), "\(line)")
    }
}
