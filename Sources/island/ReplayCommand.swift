import Foundation
import IslandCore
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
        .value("--speed", "N", help: "play N times as fast as the session was recorded (e.g. 60, 0.5)", complete: .free) { options, text throws(CommandLineError) in
            options.speed = try ValueParser.speed(text, option: "--speed")
        },
        .value("--from", "TIME", help: "start at TIME (\(ValueParser.timeForms)): everything before it is applied at once") { options, text throws(CommandLineError) in
            options.replayFrom = try ValueParser.time(text, option: "--from")
        },
    ]

    static let command = Command(
        name: "replay",
        summary: "play a recorded session or a payload file on its own clock",
        synopsis: "FILE [OPTIONS]",
        about: """
            Plays FILE — a session written by island run --record, or push payloads one per
            line (timed by aps.timestamp) — with its original timing on a virtual clock that
            starts at the file's first moment. A recorded session plays at the speeds it was
            recorded at (--speed 10, + and -), and pauses where it paused; --speed N plays
            N times as fast as that. --speed 3600 lets the 8 hours of an activity pass in 8 s.

            Keys besides the dashboard's: ] and [ step to the next and previous entry, } and {
            a minute ahead and back; p pauses, + and - change the speed. The status line shows
            the virtual time and how far the replay is.
            """,
        options: ownOptions + RunOptions.table.filter { runOptionNames.contains($0.name) },
        operand: CommandOperand("FILE") { options, file throws(CommandLineError) in
            guard options.replayFile == nil else { throw CommandLineError("replay plays one FILE; \(CommandLineError.quote(file)) is a second") }
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
            guard options.replayFile != nil else { throw CommandLineError("replay needs a FILE") }
        }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ parsed: RunOptions) -> Int32 {
        var options = parsed
        guard let file = options.replayFile else { return 2 }
        guard let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file) else {
            Console.error("cannot read \(DiagnosticText.quote(file, limit: 200))", prefix: "island replay")
            return 1
        }
        let items = ReplayScript.items(fromLines: ReplayScript.lines(of: Array(data)), file: file, untimedStart: Date())
        guard let start = items.first?.time else {
            Console.error("\(DiagnosticText.quote(file, limit: 200)) has nothing to replay", prefix: "island replay")
            return 1
        }
        options.replay = (file: file, items: items)
        // Standard input was the file: the keys come from the terminal.
        if file == "-" { options.keyboardFromTTY = true }
        options.start = max(start, options.replayFrom ?? start)
        return RunCommand.execute(options)
    }
}
