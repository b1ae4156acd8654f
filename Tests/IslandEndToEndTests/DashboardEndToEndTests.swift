import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real binary in a real terminal (tmux): what a user sees and what the terminal looks
/// like afterwards. Serialized: each test starts its own tmux server, and the machine's
/// cores are few.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct DashboardEndToEndTests {
    /// German labels (the transit scenario (docs/scenarios.md)): LANG names a German UTF-8 locale; island copes when it is
    /// not installed.
    let german = ["LANG": "de_DE.UTF-8"]

    /// In a default terminal (C.UTF-8) the trip speaks its app's language, German: [Beenden].
    /// b and y send exactly one intent, named for the trip's app; the simulated app ends it.
    @Test func beendenEndsTheTripWritesOneIntentAndQuitRestoresTheTerminal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "C.UTF-8"])
        defer { session.kill() }
        let intents = directory.path("intents.ndjson")
        let launch = try IslandLaunch.start(["--intents", intents, "--seed", "1"], in: session, directory: directory)

        let shown = session.waitForScreen { $0.contains("RNV 5") && $0.contains("[Beenden]") && $0.contains("b Beenden") }
        #expect(shown.matched, "the dashboard never showed the trip:\n\(shown.screen)")
        #expect(try session.display("#{alternate_on}") == "1")
        // The card names its app in its top edge; the events pane's start line names its bundle.
        #expect(shown.screen.contains("╭─ ÖPNV Mannheim ─"), "no app label on the card:\n\(shown.screen)")
        #expect(shown.screen.contains("(com.stefanfriedrich.rnvapp)"), "the start line names no app:\n\(shown.screen)")

        try session.press("b")
        try session.press("y")
        let ended = session.waitForScreen { $0.contains("(user-stopped)") }
        #expect(ended.matched, "the trip did not end:\n\(ended.screen)")

        let lines = (directory.read("intents.ndjson") ?? "").split(separator: "\n")
        let intentLines = lines.filter { $0.contains("\"type\":\"intent\"") }
        #expect(intentLines.count == 1, "intents file:\n\(lines.joined(separator: "\n"))")
        #expect(intentLines.first?.contains(#""intent":"EndTripIntent""#) == true)
        #expect(intentLines.first?.contains(#""topic":"com.stefanfriedrich.rnvapp.push-type.liveactivity""#) == true)
        #expect(lines.contains { $0.contains("\"event\":\"ended\"") && $0.contains("\"reason\":\"user-stopped\"") })

        let pid = try #require(launch.pid())
        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(launch.isGone(pid))
        #expect(try launch.terminalProblems() == [])
        let after = try session.capture()
        #expect(after.contains("$"), "the shell is not back:\n\(after)")
        #expect(!after.contains("Beenden"), "the dashboard is still on screen:\n\(after)")
    }

    @Test func aClickOnBeendenEndsTheTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--intents", directory.path("intents.ndjson"), "--seed", "2"], in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("[Beenden]") }.matched)
        // Unlocked, a click ends at once. The layout can move between capture and click (an
        // alert expands the island for a few seconds), so look and click again until it lands.
        try session.press("l")
        let ended = Eventually.wait(timeout: 30, interval: 0.5) {
            guard let screen = try? session.capture(),
                  let (x, y) = Self.position(of: "[Beenden]", in: screen) else { return false }
            try? session.click(x: x + 2, y: y)
            return Eventually.wait(timeout: 1) { (directory.read("intents.ndjson") ?? "").contains("EndTripIntent") }
        }
        #expect(ended, "no click reached [Beenden]:\n\((try? session.capture()) ?? "")")
        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--seed", "3"], in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("RNV 5") }.matched)
        try session.press("C-c")
        #expect(launch.waitForExit() == 130, "128 + SIGINT, after the terminal is restored")
        #expect(try launch.terminalProblems() == [])
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aTerminatingSignalRestoresTheTerminal(signal: Int32) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--seed", "4"], in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("RNV 5") }.matched)
        let pid = try #require(launch.pid())
        #expect(kill(pid, signal) == 0)
        #expect(launch.waitForExit() == 128 + signal)
        #expect(launch.isGone(pid))
        #expect(try launch.terminalProblems() == [])
    }

    @Test(arguments: [SIGSEGV, SIGABRT])
    func aCrashRestoresTheTerminal(signal: Int32) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--seed", "5"], in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("RNV 5") }.matched)
        let pid = try #require(launch.pid())
        #expect(kill(pid, signal) == 0)
        // Swift's backtracer writes its report first. It must not wait for a key: its own
        // prompt would give up only after 30 s, so the bound here is below that.
        #expect(launch.waitForExit(timeout: 20) == 128 + signal)
        #expect(try launch.terminalProblems() == [])
    }

    @Test func anUnknownTerminalTypeIsOneClearLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession()
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--intents", directory.path("intents.ndjson")], in: session,
                                            directory: directory, environment: ["TERM": "no-such-terminal"])
        let status = launch.waitForExit()
        #expect(status == 1)
        let screen = try session.captureJoined()
        let messages = screen.split(separator: "\n").filter { $0.hasPrefix("island:") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(messages == ["island: unknown terminal type 'no-such-terminal' (TERM); set TERM to a known one, e.g. xterm-256color"])
        #expect(directory.read("intents.ndjson") == nil, "a failed start created the intents file")
        #expect(try launch.terminalProblems() == [])
    }

    @Test func aTerminalThatCannotMoveTheCursorIsOneClearLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession()
        defer { session.kill() }
        let launch = try IslandLaunch.start([], in: session, directory: directory, environment: ["TERM": "dumb"])
        #expect(launch.waitForExit() == 1)
        let screen = try session.captureJoined()
        let messages = screen.split(separator: "\n").filter { $0.hasPrefix("island:") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(messages == ["island: terminal type 'dumb' (TERM) cannot move the cursor; island needs a screen terminal, e.g. TERM=xterm-256color"])
        #expect(try launch.terminalProblems() == [])
    }

    /// The cell column and row where `text` starts (columns count cells: wide characters
    /// before it count twice).
    static func position(of text: String, in screen: String) -> (Int, Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            let before = line[line.startIndex..<range.lowerBound]
            let column = before.reduce(0) { $0 + (Self.isWide($1) ? 2 : 1) }
            return (column, row)
        }
        return nil
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
    }
}
