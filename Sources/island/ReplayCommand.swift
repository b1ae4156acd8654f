import Foundation
import IslandCore
import IslandText
import IslandTypes

/// `island replay FILE [OPTIONS]`: the dashboard, fed from a `--record` file or a file of push
/// payloads with the original timing, on an app clock that starts at the file's first moment
/// (or `--from TIME`) — so stale dates, dismissals, countdowns and the 8-hour limit fall as
/// they did, at the speeds the session was recorded at. It is `island run` with a replay
/// installed: same loop, keys and options.
enum ReplayCommand {
    /// The dashboard options that make sense for a replay (no other sources, no `--start`:
    /// the file sets the clock; `--speed` means something else here).
    static let runOptionNames: Set<String> = [
        "--lang", "--theme", "--ascii", "--no-mouse", "--mouse", "--bell", "--intents", "--record", "--schema", "--attributes", "--headless",
    ]

    static let ownOptions: [CommandOption<RunOptions>] = [
        .value("--speed", "N", help: .cliReplaySpeed, complete: .free) { options, text throws(CommandLineError) in
            options.speed = try ValueParser.speed(text, option: "--speed")
        },
        .value("--from", "TIME", help: Sentence(.cliReplayFrom, sentences: ["forms": ValueParser.timeForms])) { options, text throws(CommandLineError) in
            options.replayFrom = try ValueParser.time(text, option: "--from")
        },
    ]

    static let command = Command(
        name: "replay",
        summary: .cliReplaySummary,
        synopsis: "FILE [OPTIONS]",
        about: .cliReplayAbout,
        options: ownOptions + RunOptions.table.filter { runOptionNames.contains($0.name) },
        operand: CommandOperand("FILE") { options, file throws(CommandLineError) in
            guard options.replayFile == nil else { throw CommandLineError(.cliReplayOneFile, ["file": CommandLineError.quote(file)]) }
            options.replayFile = file
        },
        exitStatus: RunOptions.exitStatus,
        settings: [.theme, .language, .mouse],
        initial: {
            var options = RunOptions()
            options.remembersTheme = false
            options.hasExplicitSource = true
            return options
        }(),
        noteOrigin: { options, setting, origin in options.settingOrigins[setting] = origin },
        validate: { options throws(CommandLineError) in
            guard options.replayFile != nil else { throw CommandLineError(.cliReplayNeedsFile) }
        }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ parsed: RunOptions) -> Int32 {
        var options = parsed
        guard let file = options.replayFile else { return 2 }
        guard let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file) else {
            Console.error(Sentence(.cliCannotRead, ["path": DiagnosticText.quote(file, limit: 200)]), prefix: "island replay")
            return 1
        }
        let items = ReplayScript.items(fromLines: ReplayScript.lines(of: Array(data)), file: file, untimedStart: Date())
        guard let start = items.first?.time else {
            Console.error(Sentence(.cliReplayNothing, ["file": DiagnosticText.quote(file, limit: 200)]), prefix: "island replay")
            return 1
        }
        options.replay = (file: file, items: items)
        // Standard input was the file: the keys come from the terminal.
        if file == "-" { options.keyboardFromTTY = true }
        options.start = max(start, options.replayFrom ?? start)
        return RunCommand.execute(options)
    }
}
