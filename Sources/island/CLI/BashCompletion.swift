/// The bash completion script (`island completions bash`); see `CompletionScript`.
enum BashCompletion {
    static func render(_ commands: [CommandInfo]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines: [String] = [
            "# bash completion for island, made by `island completions bash` from its option tables.",
            "# Load it with: source <(island completions bash)",
            "_island() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\(CommandInfo.defaultName)",
            "    # Only the first word can be a command; without one, island runs the dashboard.",
            "    case \"${COMP_WORDS[1]}\" in",
            "        \(commands.map(\.name).joined(separator: "|"))) [ \"$COMP_CWORD\" -gt 1 ] && command=\"${COMP_WORDS[1]}\" ;;",
            "    esac",
            "    if [ \"$COMP_CWORD\" -eq 1 ] && [[ \"$cur\" != -* ]]; then",
            "        COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$command\" in",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            lines.append("            case \"$prev\" in")
            for option in command.options {
                let names = ([option.short.map { "-\($0)" }] + [option.name]).compactMap { $0 }.joined(separator: "|")
                switch option.argument {
                case .none:
                    continue
                case .required:
                    lines.append("                \(names)) \(reply(option.completion, commands: commands)); return ;;")
                case .optional:
                    lines.append("                \(names)) if [[ \"$cur\" != -* ]]; then \(reply(option.completion, commands: commands)); return; fi ;;")
                }
            }
            lines.append("            esac")
            let optionWords = command.options.flatMap { option in [option.short.map { "-\($0)" }, option.name].compactMap { $0 } }
            lines.append("            if [[ \"$cur\" == -* ]]; then")
            lines.append("                COMPREPLY=($(compgen -W \"\(optionWords.joined(separator: " "))\" -- \"$cur\"))")
            lines.append("                return")
            lines.append("            fi")
            if let operand = command.operandCompletion {
                lines.append("            \(reply(operand, commands: commands))")
            }
            lines.append("            ;;")
        }
        lines += [
            "    esac",
            "}",
            "complete -F _island island",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The COMPREPLY for a value.
    static func reply(_ completion: ValueCompletion, commands: [CommandInfo]) -> String {
        if let words = CompletionScript.words(completion, commands: commands) {
            return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        }
        switch completion {
        case .file: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        default: return "COMPREPLY=()"
        }
    }
}
