import Foundation
import IslandTestSupport
import Testing
@testable import island

/// The configuration file, the environment and the command line, in that order of strength.
@Suite struct ConfigurationTests {
    /// A temporary XDG_CONFIG_HOME with `island/config.json` holding `text`.
    struct Home {
        let temporary = TemporaryDirectory("island-config")
        var directory: String { temporary.path }

        init(config text: String?) throws {
            try FileManager.default.createDirectory(atPath: temporary.path("island"), withIntermediateDirectories: true)
            if let text { try Data(text.utf8).write(to: URL(fileURLWithPath: configPath)) }
        }

        var configPath: String { temporary.path("island/config.json") }
        var environment: [String: String] { ["XDG_CONFIG_HOME": directory] }

        func remove() { temporary.remove() }
    }

    func run(_ arguments: [String], _ environment: [String: String]) throws -> RunOptions {
        guard case .run(let options) = try RunCommand.command.parse(arguments, environment: environment) else {
            throw CommandLineError("asked for help")
        }
        return options
    }

    @Test func theFileSetsEveryDefault() throws {
        let home = try Home(config: #"{"theme":"rnv","lang":"en","speed":2.5,"socket":"/tmp/x.sock","mouse":false,"apns":"127.0.0.1:2197"}"#)
        defer { home.remove() }
        let options = try run([], home.environment)
        #expect(options.theme == "rnv")
        #expect(options.language == "en")
        #expect(options.speed == 2.5)
        #expect(options.defaultSocketPath == "/tmp/x.sock")
        #expect(options.socketPath == nil, "the socket setting names a path; it does not open a socket")
        #expect(!options.mouse)
        let configuration = try Configuration.load(environment: home.environment)
        #expect(configuration.values[.apns]?.text == "127.0.0.1:2197", "apns is read for island run --apns")
        CaseCount.expect(configuration.values.count, atLeast: Setting.allCases.count, "settings")
    }

    @Test func theEnvironmentOverridesTheFileAndTheCommandLineBoth() throws {
        let home = try Home(config: #"{"theme":"rnv","lang":"en","socket":"/tmp/file.sock","mouse":false,"speed":3}"#)
        defer { home.remove() }
        var environment = home.environment
        environment["ISLAND_THEME"] = "light"
        environment["ISLAND_LANG"] = "de"
        environment["ISLAND_SOCKET"] = "/tmp/env.sock"
        let fromEnvironment = try run([], environment)
        #expect(fromEnvironment.theme == "light")
        #expect(fromEnvironment.language == "de")
        #expect(fromEnvironment.defaultSocketPath == "/tmp/env.sock")
        #expect(fromEnvironment.speed == 3, "no variable for speed: the file's")

        let fromCommandLine = try run(["--theme", "mono", "--lang", "en", "--socket", "/tmp/cli.sock", "--mouse", "--speed", "5"], environment)
        #expect(fromCommandLine.theme == "mono")
        #expect(fromCommandLine.language == "en")
        #expect(fromCommandLine.socketPath == .some("/tmp/cli.sock"))
        #expect(fromCommandLine.mouse)
        #expect(fromCommandLine.speed == 5)

        guard case .run(let send) = try SendCommand.command.parse(["a"], environment: environment) else { return }
        #expect(send.socketPath == "/tmp/env.sock", "island send connects where the dashboard listens")
        guard case .run(let explicit) = try SendCommand.command.parse(["--socket", "/tmp/cli.sock", "a"], environment: environment) else { return }
        #expect(explicit.socketPath == "/tmp/cli.sock")
    }

    @Test func noFileIsNoSettings() throws {
        let home = try Home(config: nil)
        defer { home.remove() }
        let options = try run([], home.environment)
        #expect(options.theme == nil && options.language == nil && options.speed == 1 && options.mouse)
    }

    @Test(arguments: [
        (#"{"thme":"rnv"}"#, #"unknown key "thme"; did you mean "theme"?"#),
        (#"{"colour":"red"}"#, #"unknown key "colour" (known: theme, lang, speed, socket, mouse, apns)"#),
        (#"{"speed":"fast"}"#, #""speed" must be a number, not a string "fast""#),
        (#"{"mouse":"no"}"#, #""mouse" must be true or false, not a string "no""#),
        (#"{"theme":""}"#, #""theme" must be a non-empty string, not a string """#),
        (#"["theme"]"#, #"not a JSON object ({"theme": "rnv", …})"#),
    ])
    func aBadFileNamesTheKey(text: String, expected: String) throws {
        let home = try Home(config: text)
        defer { home.remove() }
        #expect(throws: CommandLineError("config \(home.configPath): \(expected)")) { try run([], home.environment) }
    }

    @Test func aBadValueNamesTheKeyAndTheOptionItFeeds() throws {
        let home = try Home(config: #"{"speed":-1}"#)
        defer { home.remove() }
        #expect(throws: CommandLineError(#"config \#(home.configPath), "speed": --speed needs a number from 0.001 to 1000000, not "-1""#)) {
            try run([], home.environment)
        }
        var environment = home.environment
        environment["ISLAND_LANG"] = "français"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: home.configPath))
        #expect(throws: CommandLineError(#"ISLAND_LANG: --lang needs a language code such as de or en, not "français""#)) { try run([], environment) }
    }

    /// `"speed": 1e19` once made every plain `island` start trap on its first frame.
    @Test func aSpeedOutOfRangeInTheFileIsAnError() throws {
        let home = try Home(config: #"{"speed":1e19}"#)
        defer { home.remove() }
        #expect(throws: CommandLineError(#"config \#(home.configPath), "speed": --speed needs a number from 0.001 to 1000000, not "1e19""#)) {
            try run([], home.environment)
        }
    }

    @Test func helpDoesNotReadABrokenFile() throws {
        let home = try Home(config: "{nonsense")
        defer { home.remove() }
        guard case .help = try RunCommand.command.parse(["--help"], environment: home.environment) else {
            Issue.record("no help")
            return
        }
        #expect(throws: CommandLineError.self) { try run([], home.environment) }
    }

    @Test func aCommandTakesOnlyItsSettings() throws {
        let home = try Home(config: #"{"speed":7,"theme":"rnv"}"#)
        defer { home.remove() }
        guard case .run(let replay) = try ReplayCommand.command.parse(["x.ndjson"], environment: home.environment) else { return }
        #expect(replay.speed == 1, "a replay plays as recorded, whatever the dashboard's speed setting")
        #expect(replay.theme == "rnv")
        guard case .run(let themes) = try ThemesCommand.command.parse([], environment: home.environment) else { return }
        #expect(themes.configuredTheme == "rnv")
        #expect(themes.requests.isEmpty, "the setting marks the starting theme; it does not filter the list")
    }

    @Test func theRememberedThemeRoundTrips() throws {
        let home = try Home(config: nil)
        defer { home.remove() }
        let state = try #require(RememberedTheme(environment: ["XDG_STATE_HOME": home.directory + "/state", "HOME": "/nonexistent"]))
        #expect(state.path == home.directory + "/state/island/state.json")
        #expect(state.read() == nil)
        #expect(state.write("rnv") == nil)
        #expect(state.read() == "rnv")
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: state.path))
        #expect(state.read() == nil, "a broken state file is ignored")
        #expect(RememberedTheme(environment: ["HOME": "/home/u"])?.path == "/home/u/.local/state/island/state.json")
    }

    @Test func theOriginOfEachStandingSettingIsKept() throws {
        let home = try Home(config: #"{"theme":"nope","lang":"de"}"#)
        defer { home.remove() }
        var environment = home.environment
        environment["ISLAND_LANG"] = "en"
        let options = try run(["--speed", "2"], environment)
        #expect(options.settingOrigins[.theme] == "config \(home.configPath), \"theme\"")
        #expect(options.settingOrigins[.language] == "ISLAND_LANG")
        let overridden = try run(["--theme=light"], environment)
        #expect(overridden.settingOrigins[.theme] == nil, "the command line's own value has no origin to name")
        #expect(Command<RunOptions>.commandLine(["--", "--theme"], names: ["--theme"]) == false)
    }
}
