import Foundation
import IslandText

/// Every command, and the dispatch from `island …` to one of them.
///
/// To add a command: write `XCommand.swift` with `static let command = Command(…)` and
/// `static let entry = CommandEntry(command, run: run)`, and add the entry to `all`: its
/// help, the overview, the manual page and the completion scripts follow from the table.
enum Subcommands {
    static let all: [CommandEntry] = [
        RunCommand.entry,
        SendCommand.entry,
        LintCommand.entry,
        SimulateCommand.entry,
        ReplayCommand.entry,
        RenderCommand.entry,
        PreviewCommand.entry,
        SchemaCommand.entry,
        TokensCommand.entry,
        ChannelsCommand.entry,
        APNsCommand.entry,
        ThemesCommand.entry,
        HelpCommand.entry,
        CompletionsCommand.entry,
    ]

    static var infos: [CommandInfo] { all.map(\.info) }

    /// `island` with no command is `island run`, so `island --seed 1` works.
    static func main(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        Console.words = language(of: arguments, environment: environment)
        guard let first = arguments.first else { return RunCommand.entry.run([]) }
        switch first {
        case "--version":
            guard arguments.count == 1 else {
                Console.usageError(CommandLineError(.cliVersionTakesNothing), in: CommandInfo.island)
                return 2
            }
            Console.out(IslandVersion.text)
            return 0
        case "--help", "-h":
            Console.out(HelpText.overview(infos, table: Console.words))
            return 0
        default:
            break
        }
        if let command = all.first(where: { $0.name == first }) {
            return command.run(Array(arguments.dropFirst()))
        }
        if !first.hasPrefix("-") {
            let hint = CommandSuggestion.forCommand(first, among: all.map(\.name))
            Console.usageError(CommandLineError(.cliUnknownCommand, ["name": CommandLineError.quote(first)], sentences: ["hint": hint]),
                               in: CommandInfo.island)
            return 2
        }
        return RunCommand.entry.run(arguments)
    }

    /// The language of the help and the messages for this command line (`CommandLanguage`):
    /// `--lang` counts where the command takes it (`island --help --lang de` asks for the
    /// dashboard's language).
    static func language(of arguments: [String], environment: [String: String]) -> StringTable {
        let command = arguments.first.flatMap { first in all.first { $0.name == first } } ?? RunCommand.entry
        let takesLanguage = command.info.options.contains { $0.name == "--lang" }
        let rest = command.name == arguments.first ? Array(arguments.dropFirst()) : arguments
        return CommandLanguage.table(rest, takesLanguage: takesLanguage, environment: environment)
    }
}
