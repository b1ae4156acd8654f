/// `island completions SHELL`: prints a completion script for bash, zsh or fish.
enum CompletionsCommand {
    struct Options: Hashable, Sendable {
        var shell: CompletionScript.Shell?
    }

    static let command = Command(
        name: "completions",
        summary: "print a shell completion script (bash, zsh or fish)",
        synopsis: "SHELL",
        about: """
            Prints the completion script for SHELL — bash, zsh or fish — made from every
            command's options. bash: source <(island completions bash); zsh: source <(island
            completions zsh), or save it as _island in a directory of $fpath; fish: island
            completions fish > ~/.config/fish/completions/island.fish. make install puts all
            three where the shells look.
            """,
        options: [],
        operand: CommandOperand("SHELL", complete: .choices(CompletionScript.Shell.allCases.map(\.rawValue))) { options, word throws(CommandLineError) in
            guard options.shell == nil else { throw CommandLineError("completions takes one SHELL, not \(CommandLineError.quote(word)) too") }
            options.shell = try ValueParser.choice(word, option: "SHELL", from: CompletionScript.Shell.allCases.map { ($0.rawValue, $0) })
        },
        exitStatus: [(0, "the script was printed"), (2, "no SHELL, or one island does not know")],
        initial: Options(),
        validate: { options throws(CommandLineError) in
            guard options.shell != nil else { throw CommandLineError("completions needs a SHELL: bash, zsh or fish") }
        }
    )

    static let entry = CommandEntry(command, run: run)

    static func run(_ options: Options) -> Int32 {
        guard let shell = options.shell else { return 2 }
        Console.out(CompletionScript.render(shell, commands: Subcommands.infos))
        return 0
    }
}
