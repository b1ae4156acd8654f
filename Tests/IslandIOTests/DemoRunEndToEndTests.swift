import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `demo/run` in a real terminal (tmux): it starts a dashboard on a private socket, plays the
/// scenario into it, and on `q` stops the sender, removes the socket and its directory and
/// gives the terminal back.
@Suite(.serialized) struct DemoRunEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo/run").path

    /// Single-quoted for `sh -c`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Processes whose command line mentions `text` (the private temp directory).
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) && $0 != String(getpid()) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line)" : nil
        }
    }

    @Test(.enabled(if: TmuxSession.executable != nil, "needs tmux"))
    func startsPlaysAndCleansUp() throws {
        let binary = try #require(IslandProcess.islandBinary, "swift build makes the island binary")
        let temporary = TemporaryDirectory()
        let tmux = TmuxSession(width: 120, height: 36)
        defer {
            tmux.kill()
            temporary.remove()
        }
        let command = "cd / && TMPDIR=\(Self.quoted(temporary.path)) ISLAND_BINARY=\(Self.quoted(binary.path)) TZ=UTC "
            + "SWIFT_BACKTRACE=enable=no \(Self.quoted(Self.script)) ride --speed 60 -- --lang en; echo DEMO-EXIT=$?"
        try tmux.start("sh -c \(Self.quoted(command))")

        // The dashboard shows the ride the sender plays over the socket.
        let playing = tmux.waitForScreen(timeout: 30) { $0.contains("Trail Carver 75") && $0.contains("from socket client #1") }
        #expect(playing, "the scenario did not show up:\n\(tmux.capture())")
        let directories = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(directories.count == 1 && directories[0].hasPrefix("island-demo."), "\(directories)")
        #expect(directories.allSatisfy { FileManager.default.fileExists(atPath: "\(temporary.path)/\($0)/island.sock") })
        #expect(tmux.display("#{alternate_on}") == "1", "the dashboard runs on the alternate screen")

        try tmux.sendKeys("q")
        let ended = tmux.waitForScreen(timeout: 20) { $0.contains("DEMO-EXIT=") }
        let screen = tmux.capture()
        #expect(ended, "demo/run did not end after q:\n\(screen)")
        #expect(screen.contains("DEMO-EXIT=0"), "\(screen)")
        #expect(!screen.contains("Lock Screen"), "the terminal is back on its normal screen:\n\(screen)")
        #expect(tmux.display("#{alternate_on}") == "0")
        // Leaving the alternate screen may scroll the summary into the history.
        let output = tmux.capture(history: true)
        #expect(output.contains("demo/run: ride:"), "it says what was played:\n\(output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the socket and its directory are gone")
        #expect(Self.processes(mentioning: temporary.path).isEmpty, "the dashboard and the sender have exited")
    }

    @Test func listsItsScenarios() throws {
        let process = try IslandProcess(URL(fileURLWithPath: Self.script), ["--list"])
        #expect(process.waitForExit(timeout: 20) == 0)
        let output = process.readAllOutput(timeout: 10)
        for scenario in ["trip", "ride", "two-apps", "faulty-backend"] {
            #expect(output.contains("  \(scenario) "), "\(output)")
        }
    }
}
