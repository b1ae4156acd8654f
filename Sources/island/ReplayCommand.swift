import Foundation
import IslandCore

/// `island replay FILE [--speed N] [OPTIONS]`: the dashboard, fed from a `--record` file or a
/// file of push payloads with the original timing, on an app clock that starts at the file's
/// first moment — so stale dates, dismissals, countdowns and the 8-hour limit fall as they
/// did. It is `island run` with a replay installed: same loop, keys and options.
enum ReplayCommand {
    static let subcommand = Subcommand(name: "replay", summary: "play a recorded session or a payload file on its own clock", run: run)

    /// The dashboard options that make sense for a replay (no other sources, no `--start`).
    static let optionNames: Set<String> = [
        "--speed", "--lang", "--theme", "--ascii", "--no-mouse", "--bell", "--intents", "--record", "--schema", "--attributes",
        "--headless", "--help",
    ]

    static var table: [CommandOption<RunOptions>] {
        RunOptions.table.filter { optionNames.contains($0.name) }
    }

    static var help: String {
        """
        Usage: island replay FILE [OPTIONS]

        Plays FILE — a session written by island run --record, or push payloads one per line
        (timed by aps.timestamp) — with its original timing, scaled by --speed, on a virtual
        clock that starts at the file's first moment. p pauses, + and - change the speed, and
        the status line shows the virtual time and how far the replay is. --speed 3600 lets
        the 8 hours of an activity pass in 8 seconds.

        Options:
        \(CommandOption.helpText(table))
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = RunOptions()
        var files: [String] = []
        do {
            try OptionParser.parse(arguments, into: &options, table: table) { _, file throws(CommandLineError) in
                files.append(file)
            }
            if !options.showHelp {
                guard files.count == 1 else {
                    throw CommandLineError(files.isEmpty ? "replay needs a FILE" : "replay plays one FILE, not \(files.count)")
                }
            }
        } catch {
            Console.error("\(error) (see island help replay)")
            return 2
        }
        if options.showHelp {
            Console.out(help)
            return 0
        }
        let file = files[0]
        guard let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file) else {
            Console.error("cannot read \(DiagnosticText.quote(file, limit: 200))")
            return 1
        }
        let items = ReplayScript.items(fromLines: ReplayScript.lines(of: Array(data)), file: file, untimedStart: Date())
        guard let start = items.first?.time else {
            Console.error("\(DiagnosticText.quote(file, limit: 200)) has nothing to replay")
            return 1
        }
        options.replay = (file: file, items: items)
        // Standard input was the file: the keys come from the terminal.
        if file == "-" { options.keyboardFromTTY = true }
        options.start = start
        options.hasExplicitSource = true
        return RunCommand.execute(options)
    }
}
