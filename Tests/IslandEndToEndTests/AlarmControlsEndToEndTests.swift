import Foundation
import IslandTestSupport
import Testing

/// `--simulate alarm` in tmux: Right and `b` press Pause, a click presses Resume, each writes
/// its own intent line to `--intents`, and the simulated app's answer is on the screen a
/// moment later (the card paused with [Resume], then counting down with [Pause] again).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct AlarmControlsEndToEndTests {
    @Test func pauseByKeyAndResumeByClick() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let intents = directory.path("intents.ndjson")
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        _ = try IslandLaunch.start(["--simulate", "alarm", "--seed", "3", "--intents", intents], in: session, directory: directory)
        func lines() -> [String] { (directory.read("intents.ndjson") ?? "").split(separator: "\n").map(String.init) }

        let counting = session.waitForScreen { $0.contains("Eggs are cooking") && $0.contains("[Stop] [Pause]") }
        #expect(counting.matched, "the countdown's buttons are not on screen:\n\(counting.screen)")
        try session.press("Right")
        #expect(session.waitForScreen { $0.contains("b Pause") }.matched, "the footer does not name Pause")
        try session.press("b")
        let paused = session.waitForScreen { $0.contains("Timer paused") && $0.contains("[Stop] [Resume]") }
        #expect(paused.matched, "the app did not answer Pause:\n\(paused.screen)")
        #expect(lines().contains { $0.hasPrefix(#"{"type":"intent","intent":"PauseAlarmIntent","activity-id":"alarm","parameters":{"alarmID":"#) },
                "\(lines())")

        // A click on [Resume], where the card draws it.
        let rows = paused.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.firstIndex { $0.contains("[Resume]") })
        let x = rows[y].distance(from: rows[y].startIndex, to: try #require(rows[y].range(of: "[Resume]")).lowerBound) + 1
        try session.click(x: x, y: y)
        let resumed = session.waitForScreen { $0.contains("Eggs are cooking") && $0.contains("[Stop] [Pause]") }
        #expect(resumed.matched, "the app did not answer Resume:\n\(resumed.screen)")
        #expect(lines().contains { $0.contains(#""intent":"ResumeAlarmIntent""#) }, "\(lines())")
        #expect(lines().filter { $0.contains(#""type":"intent""#) }.count == 2, "one line per press: \(lines())")
    }
}
