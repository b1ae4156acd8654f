import IslandText

/// The fish completion script (`island completions fish`); see `CompletionScript`.
enum FishCompletion {
    static func render(_ commands: [CommandInfo], table: StringTable = .en) -> String {
        var lines: [String] = [
            "# fish completion for island, made by `island completions fish` from its option tables.",
            "# Put it in ~/.config/fish/completions/island.fish, or: island completions fish | source",
            "complete -c island -f",
        ]
        let names = commands.map(\.name).joined(separator: " ")
        for command in commands {
            lines.append("complete -c island -n '__fish_use_subcommand' -a \(command.name) -d \(quote(table.text(command.summary)))")
        }
        for command in commands {
            // The dashboard's options also work without the word run.
            let condition = command.name == CommandInfo.defaultName
                ? "not __fish_seen_subcommand_from \(names); or __fish_seen_subcommand_from \(command.name)"
                : "__fish_seen_subcommand_from \(command.name)"
            let prefix = "complete -c island -n \(quote(condition))"
            for option in command.options {
                var line = prefix
                if let short = option.short { line += " -s \(short)" }
                line += " -l \(option.name.dropFirst(2))"
                if option.takesValue { line += value(option.completion, commands: commands) }
                line += " -d \(quote(option.help.words(table)))"
                lines.append(line)
            }
            if let operand = command.operandCompletion {
                lines.append(prefix + value(operand, commands: commands))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` -r -F` for a file, ` -x -a 'de en'` for choices, ` -x` for a free value.
    static func value(_ completion: ValueCompletion, commands: [CommandInfo]) -> String {
        if let words = CompletionScript.words(completion, commands: commands) {
            return " -x -a \(quote(words.joined(separator: " ")))"
        }
        if case .file = completion { return " -r -F" }
        return " -x"
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
