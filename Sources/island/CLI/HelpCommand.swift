import IslandText

/// `island help [COMMAND]`, `island help --man`: the overview, a command's help, or the
/// manual page — all made from the command tables.
enum HelpCommand {
    struct Options: Hashable, Sendable {
        var topic: String?
        var man = false
        /// `--lang CODE`; the help follows it (`CommandLanguage`), and the manual page only it.
        var language: String?
    }

    static let command = Command(
        name: "help",
        summary: .cliHelpSummary,
        synopsis: "[COMMAND] [--man]",
        about: .cliHelpAbout,
        options: [
            .flag("--man", help: .cliHelpMan) { $0.man = true },
            .value("--lang", "CODE", help: .cliHelpLang, complete: .languages) { options, text throws(CommandLineError) in
                options.language = try ValueParser.language(text, option: "--lang")
            },
        ],
        operand: CommandOperand("[COMMAND]", complete: .command) { options, word throws(CommandLineError) in
            guard options.topic == nil else { throw CommandLineError(.cliHelpOneCommand, ["word": CommandLineError.quote(word)]) }
            options.topic = word
        },
        exitStatus: [(0, .cliHelpExit0), (2, .cliHelpExit2)],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let commands = Subcommands.infos
        if options.man {
            if options.topic != nil {
                Console.usageError(CommandLineError(.cliHelpManTakesNoCommand), in: command.info)
                return 2
            }
            let table = options.language.map(Language.table(for:)) ?? .en
            Console.out(ManPage.render(commands, version: IslandVersion.number, table: table))
            return 0
        }
        guard let topic = options.topic else {
            Console.out(HelpText.overview(commands, table: Console.words))
            return 0
        }
        guard let info = commands.first(where: { $0.name == topic }) else {
            let hint = CommandSuggestion.forCommand(topic, among: commands.map(\.name))
            Console.usageError(CommandLineError(.cliHelpNoCommand, ["name": CommandLineError.quote(topic)], sentences: ["hint": hint]), in: command.info)
            return 2
        }
        Console.out(HelpText.command(info, table: Console.words))
        return 0
    }
}
