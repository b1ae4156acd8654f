import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `demo/run` in a real terminal (tmux): it starts a dashboard on a private socket, plays the
/// scenario into it, and on `q` stops the sender, removes the socket and its directory and
/// gives the terminal back.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct DemoRunEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("demo/run").path

    /// Processes whose command line mentions `text` (the private temp directory).
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) && $0 != String(getpid()) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line)" : nil
        }
    }

    @Test func startsPlaysAndCleansUp() throws {
        let binary = try IslandBinary.url()
        let temporary = TemporaryDirectory("island-demo-e2e")
        let session = try TmuxSession(width: 120, height: 36)
        defer {
            session.kill()
            temporary.remove()
        }
        let command = "cd / && TMPDIR=\(Shell.quote(temporary.url.path)) ISLAND_BINARY=\(Shell.quote(binary.path)) TZ=UTC "
            + "\(Shell.quote(Self.script)) ride --speed 60 -- --lang en; echo DEMO-EXIT=$?"
        try session.run(command)

        // The dashboard shows the ride the sender plays over the socket.
        let playing = session.waitForScreen { $0.contains("Trail Carver 75") && $0.contains("socket #1:") }
        #expect(playing.matched, "the scenario did not show up:\n\(playing.screen)")
        let directories = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
        #expect(directories.count == 1 && directories[0].hasPrefix("island-demo."), "\(directories)")
        #expect(directories.allSatisfy { FileManager.default.fileExists(atPath: "\(temporary.url.path)/\($0)/island.sock") })
        #expect(try session.display("#{alternate_on}") == "1", "the dashboard runs on the alternate screen")

        try session.press("q")
        // The typed command mentions DEMO-EXIT too: wait for the line the shell prints.
        let ended = session.waitForScreen(timeout: 20) { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("DEMO-EXIT=") }
        }
        #expect(ended.matched, "demo/run did not end after q:\n\(ended.screen)")
        #expect(ended.screen.contains("DEMO-EXIT=0"), "\(ended.screen)")
        #expect(!ended.screen.contains("Lock Screen"), "the terminal is back on its normal screen:\n\(ended.screen)")
        #expect(try session.display("#{alternate_on}") == "0")
        let output = try session.captureWithHistory()
        #expect(output.contains("demo/run: ride:"), "it says what was played:\n\(output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).isEmpty, "the socket and its directory are gone")
        #expect(Self.processes(mentioning: temporary.url.path).isEmpty, "the dashboard and the sender have exited")
    }

    @Test func listsItsScenarios() throws {
        let result = try ProcessResult.run(URL(fileURLWithPath: Self.script), ["--list"])
        #expect(result.status == 0)
        for scenario in ["trip", "ride", "two-apps", "faulty-backend"] {
            #expect(result.output.contains("  \(scenario) "), "\(result.output)")
        }
    }
}
