import Foundation
import IslandTestSupport
import Testing

/// `island replay` of a recording in a real terminal: it runs at the recorded speed, and the
/// seek keys move through the recording (paused, so each step is exact).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct ReplayEndToEndTests {
    /// A recording of the trip simulator's first pushes, made at `--speed 10`.
    static func recording() throws -> String {
        let binary = try IslandBinary.url()
        let simulated = try ProcessResult.run(binary, ["simulate", "--instant", "--start", "1764421200"])
        let pushes = simulated.output.split(separator: "\n").prefix(8)
        var lines = [#"{"arrival":1764421200.000,"source":"clock","speed":10,"paused":false}"#]
        for push in pushes {
            let timestamp = try #require(push.firstMatch(of: /"timestamp":(\d+)/)?.1)
            let escaped = push.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines.append(#"{"arrival":\#(timestamp).000,"source":"simulator","line":"\#(escaped)"}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The status line (the second row from the bottom).
    static func status(_ screen: String) -> String {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        return rows.count >= 2 ? rows[rows.count - 2] : ""
    }

    @Test func playsAtTheRecordedSpeedAndSeeks() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try Self.recording().write(toFile: directory.path("rec.ndjson"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["replay", directory.path("rec.ndjson"), "--lang", "en"], in: session, directory: directory)

        let playing = session.waitForScreen { Self.status($0).contains("replay rec.ndjson") && Self.status($0).contains("10×") }
        #expect(playing.matched, "the replay does not run at the recorded 10×:\n\(playing.screen)")
        try session.press("p")
        let paused = session.waitForScreen { Self.status($0).contains("paused") }
        #expect(paused.matched, "\(paused.screen)")
        let progress = try #require(Self.status(paused.screen).firstMatch(of: /(\d+)\/9/)?.1).description
        let fed = try #require(Int(progress))

        try session.press("]")
        let stepped = session.waitForScreen { Self.status($0).contains("\(fed + 1)/9") }
        #expect(stepped.matched, "] did not step one entry from \(fed):\n\(Self.status(stepped.screen))")
        try session.press("[")
        let back = session.waitForScreen { Self.status($0).contains("\(fed)/9") }
        #expect(back.matched, "[ did not step back to \(fed):\n\(Self.status(back.screen))")
        try session.press("}")
        let minute = session.waitForScreen { Self.status($0).contains("/9") && Self.status($0) != Self.status(back.screen) }
        #expect(minute.matched, "} did not move a minute:\n\(Self.status(minute.screen))")
        #expect(Self.status(minute.screen).contains("paused"), "a seek keeps the pause")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
