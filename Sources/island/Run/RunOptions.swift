import IslandText
import Foundation
import IslandCore
import IslandUI
import IslandSimulator

/// What `island run` was asked to do. To add options: add fields here, list the options in a
/// table of your own (`static let xOptions: [CommandOption<RunOptions>]` in your file) and add
/// that table to `RunOptions.table`. A source option must set `hasExplicitSource`.
struct RunOptions: Sendable {
    /// How fast the app clock runs (`--speed N`, the `speed` setting); without either, see
    /// `clockSpeed` (the demo trip plays faster).
    var speed: Double = 1
    /// `--speed` or the `speed` setting was given.
    var speedIsExplicit = false
    /// The simulator's seed (`--seed N`); nil: a random one, shown in the events pane.
    var seed: UInt64?
    /// `--lang CODE`: the device language; nil: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE.
    var language: String?
    /// `--intents FILE`
    var intentsPath: String?
    /// `--theme NAME|FILE`
    var theme: String?
    /// `--ascii`: ASCII glyphs even under UTF-8.
    var ascii = false
    /// Mouse clicks (off with `--no-mouse`).
    var mouse = true
    /// `--bell`: ring on alerts.
    var bell = false
    /// `--headless`: the loop without a screen.
    var headless = false
    /// Set by every source option (`--tail`, `--socket`, `--stdin`, `--simulate`): without
    /// one, the trip simulator runs.
    var hasExplicitSource = false
    /// The keyboard must come from /dev/tty because stdin carries data (`--stdin`).
    var keyboardFromTTY = false
    /// `--tail FILE`, and `--from-start` to play what is already in it.
    var tailPath: String?
    var fromStart = false
    /// `--socket [PATH]`: `.some(nil)` for the default path.
    var socketPath: String??
    /// The path `--socket` without PATH listens on: the `socket` setting (configuration file,
    /// ISLAND_SOCKET); nil: `SocketPath.defaultPath()`.
    var defaultSocketPath: String?
    /// Where the settings that stand came from (for messages about their values).
    var settingOrigins: [Setting: String] = [:]
    /// Write the theme chosen with `t` back on quit (`island run`; a replay presses the
    /// recording's `t`, which is not the viewer's choice).
    var remembersTheme = true
    /// `--stdin`
    var stdin = false
    /// `--type FILE` and `--schema FILE`, repeatable.
    var typePaths: [String] = []
    /// `--attributes FILE.swift`, repeatable.
    var attributesPaths: [String] = []
    /// `--ios VERSION`
    var ios: IOSVersion = .newest
    /// `--frequent-updates`
    var frequentUpdates = false
    var watchOutOfRange = false
    /// `--intent-timeout SECONDS`
    var intentTimeout: Double = 10
    /// `--simulate KIND`
    var simulation: SimulationKind?
    /// `--start TIME`: where the app clock starts (default: now). `island replay` sets it to
    /// the recording's first moment.
    var start: Date?
    /// `--record FILE`: append every input with its arrival time.
    var recordPath: String?
    /// `--log FILE`: append every events-pane entry as NDJSON.
    var logPath: String?
    /// `island replay FILE`: the file's name and its timed inputs.
    var replay: (file: String, items: [ReplayItem])?
    /// `island replay FILE` as given, and `--from TIME`.
    var replayFile: String?
    var replayFrom: Date?
    /// `--apns …`: the local APNs endpoint (`RunOptions+APNs.swift`).
    var apns = APNsRunOptions()

    /// Every option of `island run`.
    static var table: [CommandOption<RunOptions>] {
        coreOptions + sourceOptions + recordOptions + attributesOptions + apnsOptions + logOptions
    }

    /// The settings that are not an option's value.
    @Sendable static func applySetting(_ options: inout RunOptions, _ setting: Setting, _ text: String) {
        if setting == .socket { options.defaultSocketPath = text }
    }

    /// The exit statuses of the dashboard (`island run` and `island replay`).
    static let exitStatus: [(status: Int32, meaning: StringKey)] = [
        (0, .cliRunExit0),
        (1, .cliRunExit1),
        (2, .cliRunExit2),
        (129, .cliRunExit129),
    ]
}
