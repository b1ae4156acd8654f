import Foundation
import Testing
import IslandInput
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSwiftSource
@testable import IslandTypes

/// A card's several controls through the reducer: Left/Right and the digits choose the one `b`
/// presses, a click presses the one under the pointer, and each press is its own intent line
/// with its parameters (and a toggle's new value); an ending intent still ends the activity
/// the way the end button always has.
@Suite struct CardControlsReducerTests {
    static let widgets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IslandUITests/Widgets")
    let now = PayloadBuilder.t0

    static func system(_ file: String) throws -> LiveActivitySystem {
        let text = try String(contentsOf: widgets.appendingPathComponent(file), encoding: .utf8)
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: file, text: text)])
        return LiveActivitySystem(types: try TypeRegistry([report.contents]))
    }

    static func focusState(paused: Bool = false, muted: Bool = false) -> JSONValue {
        ["endsAt": .number(JSONNumber(PayloadBuilder.t0.addingTimeInterval(1500).timeIntervalSinceReferenceDate)), "remaining": 1500,
         "isPaused": .bool(paused), "muted": .bool(muted)]
    }

    /// A focus timer (Pause or Resume, Stop, a Mute toggle), started, the phone unlocked, a
    /// socket client listening.
    func focusModel(paused: Bool = false) throws -> AppModel {
        var model = AppModel(system: try Self.system("FocusTimerControls.swift"))
        model.locked = false
        model.intentListeners = ["socket #1"]
        let start = PayloadBuilder.start("focus-1", type: "FocusTimerAttributes", attributes: ["timerID": "focus-1", "title": "Deep work"],
                                         state: Self.focusState(paused: paused))
        _ = AppReducer.update(&model, .line(start), now: now)
        #expect(model.system.activity("focus-1")?.state == .active)
        return model
    }

    func lines(_ effects: [AppEffect]) -> [String] {
        effects.compactMap { if case .output(let record) = $0, case .intent = record { return record.line } else { return nil } }
    }

    @Test func theControlsAreTheFramesOwn() throws {
        let running = try focusModel()
        let activity = try #require(running.system.activity("focus-1"))
        let controls = ActivityControls.of(activity, now: now)
        #expect(controls.map(\.intent) == ["PauseFocusIntent", "StopFocusIntent", "MuteFocusIntent"])
        #expect(controls.map(\.kind) == [.button, .button, .toggle])
        #expect(controls.map(\.label) == ["Pause", "Stop", "Mute"])
        #expect(controls.map(\.ends) == [false, true, false], "Stop's perform() ends the activity")
        #expect(controls[0].parameters == JSONObject([("timerID", "focus-1")]))
        #expect(controls[2].isOn == false)
        // The state decides which button there is: paused, Resume stands where Pause stood.
        let paused = try focusModel(paused: true)
        let pausedControls = ActivityControls.of(try #require(paused.system.activity("focus-1")), now: now)
        #expect(pausedControls.map(\.intent) == ["ResumeFocusIntent", "StopFocusIntent", "MuteFocusIntent"])
        #expect(pausedControls[0].label == "Resume")
    }

    @Test func bPressesTheFirstAndTheActivityGoesOn() throws {
        var model = try focusModel()
        let effects = AppReducer.update(&model, .key(.character("b")), now: now)
        let sent = lines(effects)
        #expect(sent.count == 1)
        #expect(sent.first?.hasPrefix(#"{"type":"intent","intent":"PauseFocusIntent","activity-id":"focus-1","parameters":{"timerID":"focus-1"},"#) == true, "\(sent)")
        #expect(sent.first?.contains("\"control\"") == false, "a button's line names no control kind")
        #expect(model.system.activity("focus-1")?.endRequest == nil, "Pause does not end the timer")
        #expect(model.system.activity("focus-1")?.state == .active)
        #expect(model.log.entries.last?.message == .intent(Intent(name: "PauseFocusIntent", activityID: "focus-1", app: "").withParameters(JSONObject([("timerID", "focus-1")])),
                                                           audience: .sent))
    }

    @Test func rightThenBPressesTheNextAndAnEndingOneEnds() throws {
        var model = try focusModel()
        _ = AppReducer.update(&model, .key(.right), now: now)
        #expect(model.system.activity("focus-1")?.controlState.selected == 1)
        let effects = AppReducer.update(&model, .key(.character("b")), now: now)
        let sent = lines(effects)
        #expect(sent.count == 1)
        #expect(sent.first?.contains(#""intent":"StopFocusIntent","activity-id":"focus-1","parameters":{"timerID":"focus-1"}"#) == true, "\(sent)")
        // As the end button always has: the app has `intentTimeout` to end it.
        #expect(model.system.activity("focus-1")?.endRequest?.intent == "StopFocusIntent")
        // Left goes back round; a second b on an ending activity sends nothing.
        _ = AppReducer.update(&model, .key(.left), now: now)
        #expect(model.system.activity("focus-1")?.controlState.selected == 0)
        #expect(lines(AppReducer.update(&model, .key(.character("b")), now: now)).isEmpty)
        #expect(model.note?.message == .alreadyEnding(activityID: "focus-1"))
    }

    @Test func aToggleSendsItsNewValueAndFlipsUntilTheAppsUpdate() throws {
        var model = try focusModel()
        _ = AppReducer.update(&model, .key(.character("3")), now: now)
        #expect(model.system.activity("focus-1")?.controlState.selected == 2)
        let first = lines(AppReducer.update(&model, .key(.character("b")), now: now))
        #expect(first.count == 1)
        #expect(first.first?.contains(#""intent":"MuteFocusIntent","activity-id":"focus-1","parameters":{"timerID":"focus-1"},"control":"toggle","value":true"#) == true, "\(first)")
        // Drawn on at once, as iOS flips it; pressed again, it turns off.
        let flipped = try #require(model.system.activity("focus-1"))
        #expect(ActivityControls.of(flipped, now: now)[2].isOn == true)
        let second = lines(AppReducer.update(&model, .key(.enter), now: now))
        #expect(second.first?.contains(#""control":"toggle","value":false"#) == true, "\(second)")
        _ = AppReducer.update(&model, .key(.enter), now: now)
        #expect(ActivityControls.of(try #require(model.system.activity("focus-1")), now: now)[2].isOn == true)
        // The app's update says what the state is: unmuted after all.
        let update = PayloadBuilder.update("focus-1", at: 5, state: Self.focusState(muted: false))
        _ = AppReducer.update(&model, .line(update), now: now.addingTimeInterval(5))
        let updated = try #require(model.system.activity("focus-1"))
        #expect(updated.controlState.toggled.isEmpty)
        #expect(ActivityControls.of(updated, now: now.addingTimeInterval(5))[2].isOn == false)
    }

    @Test func aDigitBeyondTheControlsChangesNothing() throws {
        var model = try focusModel()
        _ = AppReducer.update(&model, .key(.character("2")), now: now)
        _ = AppReducer.update(&model, .key(.character("9")), now: now)
        #expect(model.system.activity("focus-1")?.controlState.selected == 1)
    }

    @Test func aClickPressesTheControlUnderThePointer() throws {
        var model = try focusModel()
        let effects = AppReducer.update(&model, .activate(.control(activityID: "focus-1", index: 2)), now: now)
        #expect(lines(effects).first?.contains(#""intent":"MuteFocusIntent""#) == true)
        #expect(model.system.activity("focus-1")?.controlState.selected == 2, "the clicked one is chosen")
        let pause = AppReducer.update(&model, .activate(.control(activityID: "focus-1", index: 0)), now: now)
        #expect(lines(pause).first?.contains(#""intent":"PauseFocusIntent""#) == true)
        #expect(model.system.activity("focus-1")?.state == .active)
    }

    @Test func lockedAnEndingControlAsksForFaceIDAndAnotherRunsAtOnce() throws {
        var model = try focusModel()
        model.locked = true
        #expect(lines(AppReducer.update(&model, .key(.character("b")), now: now)).count == 1, "Pause runs locked, as .alwaysAllowed does")
        #expect(model.pending == nil)
        _ = AppReducer.update(&model, .key(.character("2")), now: now)
        #expect(lines(AppReducer.update(&model, .key(.character("b")), now: now)).isEmpty)
        #expect(model.pending == .stop(activityID: "focus-1", control: 1))
        let confirmed = lines(AppReducer.update(&model, .key(.character("y")), now: now))
        #expect(confirmed.first?.contains(#""intent":"StopFocusIntent""#) == true)
    }

    /// The ride's rating pair: two buttons of one intent, told apart by their parameters; the
    /// Cancel button's intent asks for authentication by its own policy.
    @Test func aRatingPairSendsEachItsVerdict() throws {
        var model = AppModel(system: try Self.system("RideRating.swift"))
        model.intentListeners = ["socket #1"]
        let attributes: JSONValue = ["rideID": "r-77", "destination": "Hauptbahnhof"]
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("r-77", type: "RideRatingAttributes", attributes: attributes,
                                                                 state: ["phase": "arriving", "driverName": "Ana", "minutesAway": 4])), now: now)
        let arriving = ActivityControls.of(try #require(model.system.activity("r-77")), now: now)
        #expect(arriving.map(\.intent) == ["CancelRideIntent"])
        #expect(arriving[0].requiresAuthentication && arriving[0].ends, "declared .requiresAuthentication; a Cancel ends")
        _ = AppReducer.update(&model, .line(PayloadBuilder.update("r-77", at: 60, state: ["phase": "finished", "driverName": "Ana", "minutesAway": 0])),
                              now: now.addingTimeInterval(60))
        model.locked = false
        let later = now.addingTimeInterval(61)
        let good = lines(AppReducer.update(&model, .key(.character("b")), now: later))
        #expect(good.first?.contains(#""intent":"RateRideIntent","activity-id":"r-77","parameters":{"rideID":"r-77","verdict":"good"}"#) == true, "\(good)")
        _ = AppReducer.update(&model, .key(.right), now: later)
        let bad = lines(AppReducer.update(&model, .key(.character("b")), now: later))
        #expect(bad.first?.contains(#""parameters":{"rideID":"r-77","verdict":"bad"}"#) == true, "\(bad)")
        #expect(model.system.activity("r-77")?.endRequest == nil)
    }

    /// A type file's buttons: the first is the end button it always was, a second with
    /// `"ends": false` sends its intent and the activity goes on.
    @Test func aTypeFilesButtons() throws {
        let file = #"""
            {"app": {"bundle": "com.example.alarm", "name": "Alarm"},
             "types": {"WakeAttributes": {
               "attributes": {"label": "String"}, "content-state": {"ringing": "Bool"},
               "presentation": {"lockScreen": [{"items": [{"field": "label"}], "trailing": [{"button": true}]}],
                 "buttons": [{"intent": "StopWakeIntent", "label": "Stop"},
                             {"intent": "SnoozeWakeIntent", "label": "Snooze", "ends": false}]}}}}
            """#
        let contents = try TypeFile.parse(Array(file.utf8), file: "wake.json")
        var model = AppModel(system: LiveActivitySystem(types: try TypeRegistry([contents])))
        model.locked = false
        model.intentListeners = ["socket #1"]
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("w1", app: "com.example.alarm", type: "WakeAttributes",
                                                                 attributes: ["label": "Wake up"], state: ["ringing": true])), now: now)
        let activity = try #require(model.system.activity("w1"))
        #expect(ActivityControls.of(activity, now: now).map(\.ends) == [true, false])
        _ = AppReducer.update(&model, .key(.right), now: now)
        let snooze = lines(AppReducer.update(&model, .key(.character("b")), now: now))
        #expect(snooze.first?.hasPrefix(#"{"type":"intent","intent":"SnoozeWakeIntent","activity-id":"w1","topic":"com.example.alarm.push-type.liveactivity""#) == true, "\(snooze)")
        #expect(model.system.activity("w1")?.endRequest == nil)
        let stop = lines(AppReducer.update(&model, .activate(.control(activityID: "w1", index: 0)), now: now))
        #expect(stop.first?.contains(#""intent":"StopWakeIntent""#) == true)
        #expect(model.system.activity("w1")?.endRequest != nil, "the end button ends, as ever")
    }

    /// A recorded session keeps which control a click pressed.
    @Test func aControlClickIsRecordedAndReplayed() throws {
        let line = RecordedLine(arrival: now, input: .click(.control(activityID: "focus-1", index: 2)))
        let text = line.line
        #expect(text.contains(#""click":"control""#) && text.contains(#""control":2"#), "\(text)")
        let object = try #require(try JSONParser.parse(text).objectValue)
        #expect(RecordedLine(object)?.input == .click(.control(activityID: "focus-1", index: 2)))
    }
}

extension Intent {
    func withParameters(_ parameters: JSONObject) -> Intent {
        var copy = self
        copy.parameters = parameters
        return copy
    }
}
