import IslandText

/// The zsh completion script (`island completions zsh`); see `CompletionScript`.
enum ZshCompletion {
    static func render(_ commands: [CommandInfo], table: StringTable = .en) -> String {
        var lines: [String] = [
            "#compdef island",
            "# zsh completion for island, made by `island completions zsh` from its option tables.",
            "# Put it in a directory of $fpath as _island, or: source <(island completions zsh)",
            "_island() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        \(quote("\(command.name):\(table.text(command.summary))"))")
        }
        lines += [
            "    )",
            "    local command=\(CommandInfo.defaultName)",
            "    if (( CURRENT > 2 )) && (( ${+commands[(r)${words[2]}:*]} )) && [[ -n ${commands[(r)${words[2]}:*]} ]]; then",
            "        command=${words[2]}",
            "        shift words",
            "        (( CURRENT-- ))",
            "    elif (( CURRENT == 2 )) && [[ ${words[2]} != -* ]]; then",
            "        _describe -t commands 'island command' commands",
            "        return",
            "    fi",
            "    case $command in",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            lines.append("            _arguments -s \\")
            for option in command.options {
                lines.append("                \(spec(option, commands: commands, table: table)) \\")
            }
            if let operand = command.operandCompletion {
                lines.append("                \(quote("*:\(command.synopsis.lowercased()):\(action(operand, commands: commands))")) \\")
            }
            lines.append("                && return 0")
            lines.append("            ;;")
        }
        lines += [
            "    esac",
            "    return 1",
            "}",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _island \"$@\"",
            "else",
            "    compdef _island island",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'--speed[run the app clock N times as fast]:N:'`, `'(-f --follow)'{-f,--follow}'[…]'`.
    static func spec(_ option: OptionInfo, commands: [CommandInfo], table: StringTable = .en) -> String {
        let description = "[\(escapeDescription(option.help.words(table)))]"
        var value = ""
        switch option.argument {
        case .none: break
        case .required(let placeholder): value = ":\(escapeDescription(placeholder)):\(action(option.completion, commands: commands))"
        case .optional(let placeholder): value = "::\(escapeDescription(placeholder)):\(action(option.completion, commands: commands))"
        }
        let equals = option.takesValue ? "=" : ""
        guard let short = option.short else {
            return quote("\(option.name)\(equals)\(description)\(value)")
        }
        return quote("(-\(short) \(option.name))") + "{-\(short),\(option.name)\(equals)}" + quote("\(description)\(value)")
    }

    static func action(_ completion: ValueCompletion, commands: [CommandInfo]) -> String {
        if let words = CompletionScript.words(completion, commands: commands) { return "(\(words.joined(separator: " ")))" }
        if case .file = completion { return "_files" }
        return " "
    }

    /// Brackets and colons end a description in an `_arguments` spec.
    static func escapeDescription(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "[" || character == "]" || character == ":" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A single-quoted shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
