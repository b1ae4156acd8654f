import IslandText

/// `island completions SHELL`: prints a completion script for bash, zsh or fish.
enum CompletionsCommand {
    struct Options: Hashable, Sendable {
        var shell: CompletionScript.Shell?
        /// `--lang CODE`: the descriptions' language; English without it (a script is installed
        /// for every user, see `CommandLanguage`).
        var language: String?
    }

    static let command = Command(
        name: "completions",
        summary: .cliCompletionsSummary,
        synopsis: "SHELL",
        about: .cliCompletionsAbout,
        options: [
            .value("--lang", "CODE", help: .cliCompletionsLang, complete: .languages) { options, text throws(CommandLineError) in
                options.language = try ValueParser.language(text, option: "--lang")
            },
        ],
        operand: CommandOperand("SHELL", complete: .choices(CompletionScript.Shell.allCases.map(\.rawValue))) { options, word throws(CommandLineError) in
            guard options.shell == nil else { throw CommandLineError(.cliCompletionsOneShell, ["word": CommandLineError.quote(word)]) }
            options.shell = try ValueParser.choice(word, option: "SHELL", from: CompletionScript.Shell.allCases.map { ($0.rawValue, $0) })
        },
        exitStatus: [(0, .cliCompletionsExit0), (2, .cliCompletionsExit2)],
        initial: Options(),
        validate: { options throws(CommandLineError) in
            guard options.shell != nil else { throw CommandLineError(.cliCompletionsNeedsShell) }
        }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        guard let shell = options.shell else { return 2 }
        let table = options.language.map(Language.table(for:)) ?? .en
        Console.out(CompletionScript.render(shell, commands: Subcommands.infos, table: table))
        return 0
    }
}
