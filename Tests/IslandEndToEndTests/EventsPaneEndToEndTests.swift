import Foundation
import IslandTestSupport
import Testing

/// The events pane as a log in a real terminal: scroll back to a rejection, see it marked,
/// open it, read its payload and its one-line form, give the keys back, scroll with the wheel.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct EventsPaneEndToEndTests {
    static let faultyBackend = IslandBinary.packageRoot.appendingPathComponent("demo/faulty-backend.ndjson").path

    /// The rows tmux shows in reverse video: the cursor's entry.
    static func markedRows(_ session: TmuxSession) throws -> [String] {
        let screen = try session.tmux(["capture-pane", "-e", "-p", "-t", "0"])
        return screen.split(separator: "\n").filter { $0.contains("\u{1B}[7m") }.map { row in
            row.replacingOccurrences(of: "\u{1B}\\[[0-9;:]*m", with: "", options: .regularExpression)
        }
    }

    @Test func scrollBackToARejectionAndOpenIt() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--tail", Self.faultyBackend, "--from-start", "--start", "2025-11-29T13:00:00Z", "--lang", "en"],
                                            in: session, directory: directory)
        let shown = session.waitForScreen { $0.contains("faulty-backend.ndjson:27") }
        #expect(shown.matched, "the last line never showed:\n\(shown.screen)")
        #expect(try Self.markedRows(session).isEmpty, "no cursor while the pane follows the log")

        // PgUp gives the pane the keys; ↑ walks back to line 6, the ISO date iOS rejects.
        try session.press("PPage")
        #expect(session.waitForScreen { $0.contains("Enter open") && $0.contains("Esc to the card") }.matched)
        let found = Eventually.wait(timeout: 60, interval: 0.1) {
            guard let marked = try? Self.markedRows(session) else { return false }
            if marked.contains(where: { $0.contains("faulty-backend.ndjson:6 rejected") }) { return true }
            try? session.press("Up")
            return false
        }
        #expect(found, "the rejection of line 6 was never under the cursor:\n\((try? session.capture()) ?? "")")

        try session.press("Enter")
        let opened = session.waitForScreen {
            $0.contains("rejected REJECTED_TYPE_MISMATCH") && $0.contains("a value has the wrong JSON type")
                && $0.contains(#""nextStopTime": "2025-11-29T13:06:00Z","#)
        }
        #expect(opened.matched, "the entry did not open:\n\(opened.screen)")
        #expect(opened.screen.contains("demo/faulty-backend.ndjson:6"))
        try session.press("End")
        let end = session.waitForScreen { $0.contains("On one line") }
        #expect(end.matched, "End did not reach the one-line form:\n\(end.screen)")
        #expect(end.screen.contains(#"{"aps":{"timestamp":1764421290,"event":"update","content-state":{"#))

        // Esc closes the entry, Esc again gives the keys back to the card.
        try session.press("Escape")
        #expect(session.waitForScreen { $0.contains("Esc to the card") && !$0.contains("On one line") }.matched)
        try session.press("Escape")
        let back = session.waitForScreen { !$0.contains("Esc to the card") }
        let stillMarked = try Self.markedRows(session)
        #expect(back.matched && stillMarked.isEmpty, "the pane kept the keys:\n\(back.screen)")

        // A wheel notch up (X10 mouse: button 64 + 32) scrolls back and gives the pane the keys.
        try session.tmux(["send-keys", "-t", "0", "-H", "1b", "5b", "4d", String(format: "%02x", 96), String(format: "%02x", 33 + 70),
                          String(format: "%02x", 33 + 15)])
        #expect(session.waitForScreen { $0.contains("Esc to the card") }.matched, "the wheel did not scroll the log")
        #expect(Eventually.wait(timeout: 10) { ((try? Self.markedRows(session)) ?? []).count > 0 })

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }

    @Test func problemsFilterAndSearchInGerman() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "de_DE.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--tail", Self.faultyBackend, "--from-start", "--start", "2025-11-29T13:00:00Z", "--lang", "de"],
                                            in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("faulty-backend.ndjson:27") }.matched)
        try session.press("f")
        #expect(session.waitForScreen { $0.contains("Ereignisse · Probleme") && $0.contains("zur Karte") }.matched)
        try session.type("/TOO_LARGE")
        let typing = session.waitForScreen { $0.contains("/TOO_LARGE") && $0.contains("Enter übernimmt") }
        #expect(typing.matched, "the footer is not the query line:\n\(typing.screen)")
        try session.press("Enter")
        let kept = session.waitForScreen { $0.contains("„TOO_LARGE“ · 1/1") && $0.contains("faulty-backend.ndjson:13 abgelehnt") }
        #expect(kept.matched, "the query did not filter:\n\(kept.screen)")
        #expect(!kept.screen.contains("IGNORED_AFTER_END"))
        try session.press("q")
        #expect(launch.waitForExit() == 0)
    }
}
