import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The binary without a terminal: start-up errors, help, and the headless loop.
@Suite struct CommandLineEndToEndTests {
    @Test func notATerminalExitsNonZeroWithOneLine() throws {
        let result = try ProcessResult.run(try IslandBinary.url(), ["--seed", "1"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == "island: standard output is not a terminal; run island in a terminal, or use --headless\n")
    }

    @Test func aBadOptionIsOneLineAndStatus2() throws {
        let binary = try IslandBinary.url()
        let unknown = try ProcessResult.run(binary, ["--sped", "3"])
        #expect(unknown.status == 2)
        #expect(unknown.error == "island: unknown option '--sped'; did you mean --speed or --seed? (see island --help)\n")
        let badValue = try ProcessResult.run(binary, ["run", "--speed", "fast"])
        #expect(badValue.status == 2)
        #expect(badValue.error == "island: --speed needs a number above 0, not 'fast' (see island --help)\n")
        let missing = try ProcessResult.run(binary, ["--lang"])
        #expect(missing.status == 2)
        #expect(missing.error == "island: --lang needs a value (--lang CODE) (see island --help)\n")
        let command = try ProcessResult.run(binary, ["frobnicate"])
        #expect(command.status == 2)
        #expect(command.error.hasPrefix("island: unknown command 'frobnicate'"))
    }

    @Test func helpListsTheOptions() throws {
        let result = try ProcessResult.run(try IslandBinary.url(), ["--help"])
        #expect(result.status == 0)
        for option in ["--speed N", "--seed N", "--lang CODE", "--intents FILE", "--theme NAME|FILE", "--ascii",
                       "--no-mouse", "--bell", "--headless"] {
            #expect(result.output.contains(option), "\(option) missing from --help")
        }
        let runHelp = try ProcessResult.run(try IslandBinary.url(), ["run", "--help"])
        #expect(runHelp.status == 0)
        #expect(runHelp.output.contains("Usage: island [run] [OPTIONS]"))
    }

    @Test func headlessPlaysTheTripIntoTheIntentsFileAndStopsOnSIGTERM() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let intents = directory.path("intents.ndjson")
        let input = open("/dev/null", O_RDONLY)
        let output = open(directory.path("out"), O_WRONLY | O_CREAT, 0o600)
        defer {
            close(input)
            close(output)
        }
        // 1200×: the whole trip (about 40 minutes) in about two seconds.
        let child = try ChildProcess(try IslandBinary.url().path,
                                     ["run", "--headless", "--intents", intents, "--seed", "1", "--speed", "1200"],
                                     stdin: input, stdout: output, stderr: output)
        var status: Int32 = -1
        var reaped = false
        defer {
            if !reaped, !child.hasEnded(status: &status) {
                child.signal(SIGKILL)
                _ = child.wait()
            }
        }

        let ended = Eventually.wait(timeout: 60) {
            (directory.read("intents.ndjson") ?? "").contains("\"event\":\"ended\"")
        }
        #expect(ended, "the trip never ended: \(directory.read("intents.ndjson") ?? "no file")")
        reaped = child.hasEnded(status: &status)
        #expect(!reaped, "headless stops only on a signal (ended with \(status))")
        child.signal(SIGTERM)
        #expect(child.wait() == 0)
        reaped = true
        #expect(directory.read("out") == "", "headless printed something")
        let lines = (directory.read("intents.ndjson") ?? "").split(separator: "\n")
        #expect(lines.first?.contains("\"event\":\"started\"") == true)
        #expect(lines.contains { $0.contains("\"event\":\"ended\"") && $0.contains("\"reason\":\"end-event\"") })
    }
}
