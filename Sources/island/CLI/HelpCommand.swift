/// `island help [COMMAND]`, `island help --man`: the overview, a command's help, or the
/// manual page — all made from the command tables.
enum HelpCommand {
    struct Options: Hashable, Sendable {
        var topic: String?
        var man = false
    }

    static let command = Command(
        name: "help",
        summary: "show the help of island or of a command, or the manual page",
        synopsis: "[COMMAND] [--man]",
        about: """
            Without COMMAND, lists the commands; with one, shows its options. --man prints the
            manual page (roff), the one make install puts in man1: island help --man | man -l -
            """,
        options: [
            .flag("--man", help: "print the manual page (roff) of island and every command") { $0.man = true },
        ],
        operand: CommandOperand("[COMMAND]", complete: .command) { options, word throws(CommandLineError) in
            guard options.topic == nil else { throw CommandLineError("help takes one COMMAND, not \(CommandLineError.quote(word)) too") }
            options.topic = word
        },
        exitStatus: [(0, "the help was printed"), (2, "no such command")],
        initial: Options()
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        let commands = Subcommands.infos
        if options.man {
            if options.topic != nil {
                Console.usageError(CommandLineError("--man prints the whole manual; it takes no COMMAND"), in: command.info)
                return 2
            }
            Console.out(ManPage.render(commands, version: IslandVersion.number))
            return 0
        }
        guard let topic = options.topic else {
            Console.out(HelpText.overview(commands))
            return 0
        }
        guard let info = commands.first(where: { $0.name == topic }) else {
            let hint = CommandSuggestion.forCommand(topic, among: commands.map(\.name))
            Console.usageError(CommandLineError("no command \(CommandLineError.quote(topic))\(hint)"), in: command.info)
            return 2
        }
        Console.out(HelpText.command(info))
        return 0
    }
}
