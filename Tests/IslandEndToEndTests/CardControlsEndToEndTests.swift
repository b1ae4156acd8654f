import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A widget card with several controls, in tmux: Right chooses the second (drawn reversed, the
/// footer names it), `b` presses it, and a socket client hears that control's own intent line
/// with its parameters; a digit and `b` flip the toggle, whose line carries its new value.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct CardControlsEndToEndTests {
    static let widgetFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IslandUITests/Widgets/FocusTimerControls.swift")

    static func start() -> String {
        let now = Int(Date().timeIntervalSince1970)
        let endsAt = now - 978_307_200 + 1500
        return #"{"activity-id":"focus-1","aps":{"timestamp":\#(now),"event":"start","alert":{"title":"Focus","body":"Deep work"},"attributes-type":"FocusTimerAttributes","attributes":{"timerID":"focus-1","title":"Deep work"},"content-state":{"endsAt":\#(endsAt),"remaining":1500,"isPaused":false,"muted":false}}}"# + "\n"
    }

    @Test func rightThenBSendsTheSecondControlsIntent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let socket = directory.path("island.sock")
        try String(contentsOf: Self.widgetFile, encoding: .utf8).write(toFile: directory.path("FocusTimerControls.swift"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--attributes", directory.path("FocusTimerControls.swift"), "--socket", socket], in: session, directory: directory)
        #expect(Eventually.wait(timeout: 30) { FileManager.default.fileExists(atPath: socket) }, "no socket:\n\((try? session.capture()) ?? "")")
        let island = try IslandBinary.url()

        // A socket client that hears the dashboard's intents.
        let followerOutput = open(directory.path("follower.out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let nothing = open("/dev/null", O_RDWR)
        let follower = try ChildProcess(island.path, ["send", "--follow", "--json", "--socket", socket],
                                        stdin: nothing, stdout: followerOutput, stderr: nothing)
        close(followerOutput)
        close(nothing)
        defer {
            follower.signal(SIGTERM)
            _ = follower.wait()
        }
        func heard() -> [String] {
            (directory.read("follower.out") ?? "").split(separator: "\n").map(String.init).filter { $0.contains(#""type":"intent""#) }
        }

        try Self.start().write(toFile: directory.path("start.ndjson"), atomically: true, encoding: .utf8)
        let started = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("start.ndjson")])
        #expect(started.status == 0, "send start: \(started.output) \(started.error)")
        let shown = session.waitForScreen { $0.contains("Pause") && $0.contains("Stop") && $0.contains("[ ] Mute") }
        #expect(shown.matched, "the widget's controls are not on screen:\n\(shown.screen)")

        // Right chooses Stop (the footer says b presses it); Stop ends, so the locked phone asks.
        try session.press("Right")
        let chosen = session.waitForScreen { $0.contains("b Stop") }
        #expect(chosen.matched, "the footer does not name the chosen control:\n\(chosen.screen)")
        try session.press("b")
        let asked = session.waitForScreen { $0.contains("Face ID") }
        #expect(asked.matched, "no Face ID prompt for the ending control:\n\(asked.screen)")
        try session.press("y")
        #expect(Eventually.wait(timeout: 30) { heard().contains { $0.contains(#""intent":"StopFocusIntent","activity-id":"focus-1","parameters":{"timerID":"focus-1"}"#) } },
                "the client did not hear Stop's intent: \(heard())")
        #expect(heard().count == 1, "one press, one line: \(heard())")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }

    @Test func aDigitAndBFlipTheToggle() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let socket = directory.path("island.sock")
        let intents = directory.path("intents.ndjson")
        try String(contentsOf: Self.widgetFile, encoding: .utf8).write(toFile: directory.path("FocusTimerControls.swift"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 60, height: 20, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--attributes", directory.path("FocusTimerControls.swift"), "--socket", socket, "--intents", intents],
                                            in: session, directory: directory)
        #expect(Eventually.wait(timeout: 30) { FileManager.default.fileExists(atPath: socket) }, "no socket:\n\((try? session.capture()) ?? "")")
        let island = try IslandBinary.url()
        try Self.start().write(toFile: directory.path("start.ndjson"), atomically: true, encoding: .utf8)
        #expect(try ProcessResult.run(island, ["send", "--socket", socket, directory.path("start.ndjson")]).status == 0)
        #expect(session.waitForScreen { $0.contains("Mute") }.matched, "no toggle:\n\((try? session.capture()) ?? "")")

        // The toggle runs at once, locked (its intent's policy is the default), and is drawn on.
        try session.press("3")
        try session.press("b")
        let flipped = session.waitForScreen { $0.contains("[✓] Mute") }
        #expect(flipped.matched, "the toggle is not drawn on:\n\(flipped.screen)")
        let line = #""intent":"MuteFocusIntent","activity-id":"focus-1","parameters":{"timerID":"focus-1"},"control":"toggle","value":true"#
        #expect(Eventually.wait(timeout: 30) { (directory.read("intents.ndjson") ?? "").contains(line) },
                "--intents lacks the toggle's line: \(directory.read("intents.ndjson") ?? "")")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
