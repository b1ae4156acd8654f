import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes

/// A type file's button with `when` (drawn and pressable only while it holds) and
/// `parameters` (the intent's parameters, each from a field): read, counted, written back.
@Suite struct TypeFileButtonWhenTests {
    static func file(_ buttons: String) -> String {
        #"""
        {"app": {"bundle": "com.example.wake", "name": "Wake"},
         "types": {"WakeAttributes": {
           "attributes": {"label": "String"}, "content-state": {"ringing": "Bool", "wakeID": "String"},
           "presentation": {"conditions": {"ringing": {"field": "ringing", "equals": true}},
             "lockScreen": [{"items": [{"field": "label"}], "trailing": [{"button": true}]}],
             "buttons": \#(buttons)}}}}
        """#
    }

    static let buttons = #"[{"intent": "StopWakeIntent", "label": "Stop", "parameters": {"wakeID": "wakeID"}}, {"intent": "SnoozeWakeIntent", "label": "Snooze", "ends": false, "when": "ringing", "parameters": {"wakeID": "wakeID"}}]"#

    static func model(ringing: Bool) throws -> AppModel {
        let contents = try TypeFile.parse(Array(file(buttons).utf8), file: "wake.json")
        var model = AppModel(system: LiveActivitySystem(types: try TypeRegistry([contents])))
        model.locked = false
        model.intentListeners = ["socket #1"]
        _ = AppReducer.update(&model, .line(PayloadBuilder.start("w1", app: "com.example.wake", type: "WakeAttributes",
                                                                 attributes: ["label": "Wake up"], state: ["ringing": .bool(ringing), "wakeID": "w-9"])),
                              now: PayloadBuilder.t0)
        return model
    }

    @Test func aButtonIsThereOnlyWhileItsConditionHolds() throws {
        let quiet = try Self.model(ringing: false)
        let quietControls = ActivityControls.of(try #require(quiet.system.activity("w1")), now: PayloadBuilder.t0)
        #expect(quietControls.map(\.intent) == ["StopWakeIntent"])
        var ringing = try Self.model(ringing: true)
        let controls = ActivityControls.of(try #require(ringing.system.activity("w1")), now: PayloadBuilder.t0)
        #expect(controls.map(\.intent) == ["StopWakeIntent", "SnoozeWakeIntent"])
        #expect(controls[1].parameters == JSONObject([("wakeID", "w-9")]))
        // "2" chooses Snooze only where it is drawn.
        var quietModel = quiet
        _ = AppReducer.update(&quietModel, .key(.character("2")), now: PayloadBuilder.t0)
        #expect(quietModel.system.activity("w1")?.controlState.selected == 0)
        _ = AppReducer.update(&ringing, .key(.character("2")), now: PayloadBuilder.t0)
        let effects = AppReducer.update(&ringing, .key(.character("b")), now: PayloadBuilder.t0)
        let lines = effects.compactMap { if case .output(let record) = $0, case .intent = record { return record.line } else { return nil } }
        #expect(lines.first?.hasPrefix(#"{"type":"intent","intent":"SnoozeWakeIntent","activity-id":"w1","parameters":{"wakeID":"w-9"},"#) == true, "\(lines)")
    }

    @Test func writtenBackAsRead() throws {
        let contents = try TypeFile.parse(Array(Self.file(Self.buttons).utf8), file: "wake.json")
        let spec = try #require(contents.definitions.first?.presentation)
        let written = JSONWriter.string(PresentationFileWriter.presentation(spec))
        #expect(written.contains(#""buttons":[{"intent":"StopWakeIntent","label":"Stop","parameters":{"wakeID":"wakeID"}},{"intent":"SnoozeWakeIntent","label":"Snooze","ends":false,"when":"#), "\(written)")
        #expect(written.contains(#""parameters":{"wakeID":"wakeID"}}]"#), "\(written)")
    }

    @Test func aParameterOfNoFieldIsAnError() {
        let bad = Self.file(#"[{"intent": "StopWakeIntent", "label": "Stop", "parameters": {"wakeID": "wakeId"}}]"#)
        #expect(throws: SchemaError.self) { try TypeFile.parse(Array(bad.utf8), file: "wake.json") }
        let notAnObject = Self.file(#"[{"intent": "StopWakeIntent", "label": "Stop", "parameters": ["wakeID"]}]"#)
        #expect(throws: SchemaError.self) { try TypeFile.parse(Array(notAnObject.utf8), file: "wake.json") }
    }
}
