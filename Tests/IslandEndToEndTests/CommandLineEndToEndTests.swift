import Foundation
import IslandTestSupport
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
        let usage = "Usage: island [run] [OPTIONS]\nSee island help run.\n"
        #expect(unknown.error == "island: unknown option \"--sped\"; did you mean --speed?\n" + usage)
        let badValue = try ProcessResult.run(binary, ["run", "--speed", "fast"])
        #expect(badValue.status == 2)
        #expect(badValue.error == "island: --speed needs a number from 0.001 to 1000000, not \"fast\"\n" + usage)
        let missing = try ProcessResult.run(binary, ["--lang"])
        #expect(missing.status == 2)
        #expect(missing.error == "island: --lang needs a value: --lang CODE\n" + usage)
        let command = try ProcessResult.run(binary, ["frobnicate"])
        #expect(command.status == 2)
        #expect(command.error.hasPrefix("island: unknown command \"frobnicate\"; commands: run, send,"))
        let send = try ProcessResult.run(binary, ["send", "--socket"])
        #expect(send.status == 2)
        #expect(send.error == "island send: --socket needs a value: --socket PATH\nUsage: island send [OPTIONS] [FILE…|-]\nSee island help send.\n")
        let help = try ProcessResult.run(binary, ["help", "nope"])
        #expect(help.status == 2)
        #expect(help.error.hasPrefix("island help: no command \"nope\""))
    }

    /// Every command answers -h and --help with its help, headed the same way.
    @Test func everyCommandHasHelp() throws {
        let binary = try IslandBinary.url()
        let commands = ["run", "send", "lint", "simulate", "replay", "render", "schema", "themes", "help", "completions"]
        for command in commands {
            for flag in ["-h", "--help"] {
                let result = try ProcessResult.run(binary, [command, flag])
                #expect(result.status == 0, "island \(command) \(flag)")
                #expect(result.output.hasPrefix("Usage: island "), "island \(command) \(flag): \(result.output.prefix(80))")
                #expect(result.output.contains("-h, --help"))
            }
        }
    }

    @Test func versionManPageAndCompletions() throws {
        let binary = try IslandBinary.url()
        let version = try ProcessResult.run(binary, ["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("island ") && version.output.contains("(commit "), "\(version.output)")
        let man = try ProcessResult.run(binary, ["help", "--man"])
        #expect(man.status == 0)
        #expect(man.output.hasPrefix(".TH ISLAND 1"))
        // The page renders: man's own formatter reads it without a warning.
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try man.output.write(toFile: directory.path("island.1"), atomically: true, encoding: .utf8)
        let rendered = try ProcessResult.run(URL(fileURLWithPath: "/usr/bin/man"), ["-l", directory.path("island.1")],
                                             environment: ["MANWIDTH": "80", "MAN_KEEP_STDERR": "1", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(rendered.status == 0, "\(rendered.error)")
        #expect(rendered.output.contains("island send") && rendered.output.contains("--socket"), "\(rendered.output.prefix(400))")
        for shell in ["bash", "zsh", "fish"] {
            let script = try ProcessResult.run(binary, ["completions", shell])
            #expect(script.status == 0)
            #expect(script.output.contains("island"))
        }
        let noShell = try ProcessResult.run(binary, ["completions"])
        #expect(noShell.status == 2)
    }

    @Test func helpListsTheOptions() throws {
        let overview = try ProcessResult.run(try IslandBinary.url(), ["--help"])
        #expect(overview.status == 0)
        for command in ["run", "send", "lint", "simulate", "replay", "render", "schema", "themes", "help", "completions"] {
            #expect(overview.output.contains("\n  \(command) "), "\(command) missing from island --help")
        }
        let result = try ProcessResult.run(try IslandBinary.url(), ["run", "--help"])
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
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let intents = directory.path("intents.ndjson")
        let input = open("/dev/null", O_RDONLY)
        let output = open(directory.path("out"), O_WRONLY | O_CREAT, 0o600)
        let errors = open(directory.path("err"), O_WRONLY | O_CREAT, 0o600)
        defer {
            close(input)
            close(output)
            close(errors)
        }
        // 1200×: the whole trip (about 40 minutes) in about two seconds.
        let child = try ChildProcess(try IslandBinary.url().path,
                                     ["run", "--headless", "--intents", intents, "--seed", "1", "--speed", "1200"],
                                     stdin: input, stdout: output, stderr: errors)
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
        #expect(child.wait() == 143, "128 + SIGTERM")
        reaped = true
        #expect(directory.read("err") == "", "headless complained: \(directory.read("err") ?? "")")
        // Standard output is the events pane as NDJSON, to the end of the session.
        let printed = (directory.read("out") ?? "").split(separator: "\n")
        #expect(printed.count > 10 && printed.allSatisfy { $0.hasPrefix(#"{"time":""#) && $0.hasSuffix("]}") })
        #expect(printed.contains { $0.contains(#""kind":"lifecycle""#) && $0.contains("ended") })
        #expect(printed.last?.contains(#""kind":"quitting""#) == true)
        let lines = (directory.read("intents.ndjson") ?? "").split(separator: "\n")
        #expect(lines.first?.contains("\"event\":\"started\"") == true)
        #expect(lines.contains { $0.contains("\"event\":\"ended\"") && $0.contains("\"reason\":\"end-event\"") })
    }
}
