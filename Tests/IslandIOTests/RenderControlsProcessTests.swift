import Foundation
import IslandJSON
import IslandTestSupport
import Testing

/// `island render --json` of a widget with several controls: `"button"` is the first control's
/// label and `"controls"` every one the card draws, with its intent's parameters, as the
/// state at `--at` makes them.
@Suite(.enabled(if: IslandBinary.isBuilt, "needs the built island binary"))
struct RenderControlsProcessTests {
    static let widget = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IslandUITests/Widgets/FocusTimerControls.swift")

    static func line(_ event: String, at time: Int, paused: Bool) -> String {
        let endsAt = time - 978_307_200 + 1500
        var aps = #""timestamp":\#(time),"event":"\#(event)","content-state":{"endsAt":\#(endsAt),"remaining":1500,"isPaused":\#(paused),"muted":true}"#
        if event == "start" {
            aps += #","alert":{"title":"Focus","body":"Deep work"},"attributes-type":"FocusTimerAttributes","attributes":{"timerID":"focus-1","title":"Deep work"}"#
        }
        return #"{"activity-id":"focus-1","aps":{\#(aps)}}"# + "\n"
    }

    @Test func renderJSONListsEveryControlOfTheFrame() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let pushes = directory.path("focus.ndjson")
        FileWriter.append(Self.line("start", at: 1_764_421_200, paused: false) + Self.line("update", at: 1_764_421_260, paused: true), to: pushes)
        let process = try IslandProcess(island: ["render", "--json", "--attributes", Self.widget.path, pushes], environment: ["TZ": "UTC"])
        defer { process.stop() }
        #expect(process.waitForExit(timeout: 30) == 0, "\(process.readAllErrors(timeout: 5))")
        let output = process.readAllOutput(timeout: 10)
        let object = try #require(try JSONParser.parse(output).objectValue, "\(output)")
        #expect(object["button"] == "Resume", "paused at the last payload: Resume stands first")
        let controls = try #require(object["controls"]?.arrayValue)
        #expect(controls.map { JSONWriter.string($0) } == [
            #"{"kind":"button","label":"Resume","intent":"ResumeFocusIntent","parameters":{"timerID":"focus-1"},"isOn":null,"ends":false}"#,
            #"{"kind":"button","label":"Stop","intent":"StopFocusIntent","parameters":{"timerID":"focus-1"},"isOn":null,"ends":true}"#,
            #"{"kind":"toggle","label":"Mute","intent":"MuteFocusIntent","parameters":{"timerID":"focus-1"},"isOn":true,"ends":false}"#,
        ])
        #expect(object["source"] == "swiftui")
    }
}
