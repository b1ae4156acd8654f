import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A printing command whose reader is gone (`island render … | head -c1`) ends quietly with
/// the status a shell shows for a death by SIGPIPE, 141: no trap, no crash report, nothing on
/// stderr. The reader here is gone before the command writes at all, so every command meets
/// the closed pipe on its first write, however little it prints.
@Suite struct BrokenPipeEndToEndTests {
    @Test func printingCommandsEndWith141WhenTheirReaderIsGone() throws {
        let binary = try IslandBinary.url()
        let demo = IslandBinary.packageRoot.appendingPathComponent("demo/trip.ndjson").path
        let commands: [[String]] = [
            ["render", demo],
            ["render", "--view", "standby", "--size", "300x200", demo],
            ["lint", demo],
            ["lint", "--json", demo],
            ["simulate", "--instant"],
            ["themes"],
            ["--help"],
            ["help", "render"],
        ]
        var checked = 0
        for arguments in commands {
            let (status, errors) = try Self.runWithoutReader(binary, arguments)
            #expect(status == 141, "island \(arguments.joined(separator: " ")): status \(status), stderr:\n\(errors)")
            #expect(errors.isEmpty, "island \(arguments.joined(separator: " ")): \(errors)")
            checked += 1
        }
        #expect(checked == commands.count)
    }

    /// Runs `binary` with stdout on a pipe whose read end is closed and stderr in a file.
    static func runWithoutReader(_ binary: URL, _ arguments: [String]) throws -> (Int32, String) {
        let directory = TemporaryDirectory("island-pipe")
        defer { directory.remove() }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ChildProcessFailure(message: "pipe failed") }
        close(ends[0])
        let input = open("/dev/null", O_RDONLY)
        let errors = open(directory.path("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(ends[1])
            close(input)
            close(errors)
        }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_BACKTRACE")
        let child = try ChildProcess(binary.path, arguments, environment: environment, stdin: input, stdout: ends[1], stderr: errors)
        var status: Int32 = -1
        let ended = Eventually.wait(timeout: 60) { child.hasEnded(status: &status) }
        if !ended {
            child.signal(SIGKILL)
            _ = child.wait()
        }
        return (status, directory.read("err") ?? "")
    }
}
