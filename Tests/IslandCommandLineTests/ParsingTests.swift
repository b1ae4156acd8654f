import Foundation
import IslandCore
import IslandIO
import IslandTestSupport
import Testing
@testable import island
import IslandSimulator

/// The parser, the same for every command: forms, mistakes and their one wording.
@Suite struct ParsingTests {
    /// An environment without a configuration file or settings.
    let bare: [String: String] = [:]

    func run<Options>(_ command: Command<Options>, _ arguments: [String]) throws -> Options {
        guard case .run(let options) = try command.parse(arguments, environment: bare) else {
            throw CommandLineError("asked for help")
        }
        return options
    }

    func message<Options>(_ command: Command<Options>, _ arguments: [String]) -> String? {
        do {
            _ = try command.parse(arguments, environment: bare)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func sendOptions() throws {
        let command = SendCommand.command
        #expect(try run(command, []) == SendOptions(inputs: [.stdin]))
        #expect(try run(command, ["--follow"]) == SendOptions(follow: true))
        #expect(try run(command, ["-f", "-"]) == SendOptions(follow: true, inputs: [.stdin]))
        #expect(try run(command, ["--socket", "/x/s.sock", "a.ndjson", "b.apns"])
            == SendOptions(socketPath: "/x/s.sock", inputs: [.file("a.ndjson"), .file("b.apns")], socketGiven: true))
        #expect(try run(command, ["--socket=/y.sock", "--", "-odd-name"]) == SendOptions(socketPath: "/y.sock", inputs: [.file("-odd-name")], socketGiven: true))
        // Through APNs: the push options need --apns, and the socket's own options do not go with it.
        let viaAPNs = try run(command, ["--apns", "http://127.0.0.1:2197", "--token", "ab12", "--priority", "5", "a"])
        #expect(viaAPNs.viaAPNs && viaAPNs.apnsClient.token == "ab12" && viaAPNs.apnsClient.priority == 5)
        #expect(throws: CommandLineError("--token needs --apns URL")) { try run(command, ["--token", "ab12", "a"]) }
        #expect(throws: CommandLineError("--cacert needs --apns URL")) { try run(command, ["--cacert", "c.pem", "a"]) }
        #expect(throws: CommandLineError.self) { try run(command, ["--apns", "http://127.0.0.1:2197", "--follow"]) }
        #expect(try run(command, ["--pace", "a"]).pace == 1)
        #expect(try run(command, ["--speed", "20", "a"]).pace == 20)
        #expect(try run(command, ["--speed=0.5", "--pace", "a"]).pace == 0.5)
        #expect(try run(command, ["a"]).pace == nil)
        #expect(try run(command, ["--json", "a"]).json)
    }

    @Test func simulateOptions() throws {
        let command = SimulateCommand.command
        let defaults = try run(command, [])
        #expect(defaults.kind == .trip && defaults.speed == 1 && defaults.seed == SimulationSet.defaultSeed)
        #expect(defaults.start == nil && !defaults.instant)
        let full = try run(command, ["all", "--speed", "60", "--seed=7", "--start", "2025-11-29T13:00:00Z", "--instant"])
        #expect(full.kind == .all && full.speed == 60 && full.seed == 7 && full.instant)
        #expect(full.start == Date(timeIntervalSince1970: 1_764_421_200))
    }

    @Test(arguments: [
        (["--speed"], "--speed needs a value: --speed N"),
        (["--speed", "0"], #"--speed needs a number from 0.001 to 1000000, not "0""#),
        (["--speed", "9.3e18"], #"--speed needs a number from 0.001 to 1000000, not "9.3e18""#),
        (["--speed", "1e308"], #"--speed needs a number from 0.001 to 1000000, not "1e308""#),
        (["--seed", "-1"], #"--seed needs a whole number from 0 to 18446744073709551615, not "-1""#),
        (["--start", "1764421200000"], #"--start needs Unix seconds from 0 to 99999999999 (milliseconds are too large), not "1764421200000""#),
        (["--instant=yes"], "--instant takes no value"),
        (["--loop"], #"unknown option "--loop""#),
        (["--sped", "2"], #"unknown option "--sped"; did you mean --speed?"#),
        (["bus"], #"unknown simulation "bus": expected one of trip|ride|delivery|workout|alarm|all"#),
        (["trip", "ride"], #"more than one simulation given: trip and "ride""#),
    ])
    func simulateMistakesSayWhy(arguments: [String], expected: String) {
        #expect(message(SimulateCommand.command, arguments) == expected)
    }

    @Test func theMistakeTableIsNotEmpty() {
        CaseCount.expect(Self.mistakes, atLeast: 8)
    }

    static let mistakes: [(String, [String], String)] = [
        ("send", ["--fast"], #"unknown option "--fast""#),
        ("send", ["--socket"], "--socket needs a value: --socket PATH"),
        ("send", ["--socket="], "--socket needs a value, not an empty string"),
        ("send", ["--pace", "--follow"], "--pace needs input to pace (FILE or -)"),
        ("send", ["-", "-"], "standard input (-) can be read only once"),
        ("lint", ["--jsn"], #"unknown option "--jsn"; did you mean --json?"#),
        ("run", ["--lang", "deutsch"], #"--lang needs a language code such as de or en, not "deutsch""#),
        ("run", ["--lang", "xx"], #"--lang needs a language code such as de or en, not "xx" (no language has the code "xx")"#),
        ("replay", [], "replay needs a FILE"),
        ("replay", ["a", "b"], #"replay plays one FILE; "b" is a second"#),
        ("render", ["--size", "0x0"], #"--size needs WIDTHxHEIGHT, each 1 to 1000 (e.g. 100x30), not "0x0""#),
        ("themes", ["--color", "sometimes"], #"--color is one of auto, always, never, not "sometimes""#),
        ("completions", ["tcsh"], #"SHELL is one of bash, zsh, fish, not "tcsh""#),
        ("completions", [], "completions needs a SHELL: bash, zsh or fish"),
        ("run", ["stray"], #"unexpected argument "stray""#),
    ]

    @Test func everyCommandWordsItsMistakesOneWay() {
        var checked = 0
        for (name, arguments, expected) in Self.mistakes {
            let got: String?
            switch name {
            case "send": got = message(SendCommand.command, arguments)
            case "lint": got = message(LintCommand.command, arguments)
            case "run": got = message(RunCommand.command, arguments)
            case "replay": got = message(ReplayCommand.command, arguments)
            case "render": got = message(RenderCommand.command, arguments)
            case "themes": got = message(ThemesCommand.command, arguments)
            case "completions": got = message(CompletionsCommand.command, arguments)
            default: got = nil
            }
            #expect(got == expected, "island \(name) \(arguments.joined(separator: " "))")
            checked += 1
        }
        CaseCount.expect(checked, atLeast: 14)
    }

    @Test func helpWinsOverEverythingElseOnTheLine() throws {
        for arguments in [["--help"], ["-h"], ["--nonsense", "-h"], ["--speed", "0", "--help"]] {
            guard case .help = try SendCommand.command.parse(arguments, environment: bare) else {
                Issue.record("\(arguments) did not ask for help")
                continue
            }
        }
        // After --, -h is a file name.
        #expect(try run(SendCommand.command, ["--", "-h"]).inputs == [.file("-h")])
    }

    @Test func lintFillsTheCoreArguments() throws {
        let parsed = try run(LintCommand.command, ["--schema", "a.json", "--type", "types/b.json", "--type", "TripAttributes",
                                                   "--ios", "18", "--frequent-updates", "--json", "x.ndjson", "-"])
        #expect(parsed == LintArguments(typeFiles: ["a.json", "types/b.json"], loneType: "TripAttributes", json: true,
                                        ios: .v18, frequentUpdates: true, inputs: ["x.ndjson", "-"]))
        #expect(throws: CommandLineError.self) { try run(LintCommand.command, ["--type", "A", "--type", "B"]) }
        #expect(throws: CommandLineError.self) { try run(LintCommand.command, ["--ios", "16"]) }
        #expect(try run(LintCommand.command, []).inputs == ["-"])
    }
}
