/// The help texts, made from the commands' descriptions: `island help`, `island help
/// COMMAND`, `island COMMAND --help`.
enum HelpText {
    /// A command's whole help: usage, description, options, settings, exit status.
    static func command(_ command: CommandInfo) -> String {
        let about = command.about.components(separatedBy: "\n\n").map { paragraph in
            wrap(paragraph.split(separator: "\n").joined(separator: " "), width: width).joined(separator: "\n")
        }
        var sections = [command.usageLine] + about + ["Options:\n" + options(command.options)]
        if !command.settings.isEmpty {
            let lines = command.settings.map { setting in
                "  \(setting.key)" + (setting.environment.map { " (\($0))" } ?? "")
            }
            sections.append("Defaults from the configuration file (see docs/config.md):\n" + lines.joined(separator: "\n"))
        }
        if !command.exitStatus.isEmpty {
            let lines = command.exitStatus.map { entry in
                let head = "  \(entry.status)" + String(repeating: " ", count: max(1, 6 - "\(entry.status)".count))
                return wrap(entry.meaning, width: width - head.count).enumerated()
                    .map { ($0.offset == 0 ? head : String(repeating: " ", count: head.count)) + $0.element }.joined(separator: "\n")
            }
            sections.append("Exit status:\n" + lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// `island help`: every command with its summary, how to get more.
    static func overview(_ commands: [CommandInfo]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        let lines = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary }
        return """
            island — iOS Live Activities (Dynamic Island and Lock Screen) in the terminal

            Usage: island [COMMAND] [OPTIONS]

            Commands (default: \(CommandInfo.defaultName)):
            \(lines.joined(separator: "\n"))

            Options of island itself:
              --version    print the version and the commit island was built from
              -h, --help   show this help

            island help COMMAND shows a command's options; island help --man prints the manual page.
            """
    }

    /// How wide the help is: an 80-column terminal.
    static let width = 80

    /// Help lines for a table: the synopses in a column, the help beside them, wrapped.
    static func options(_ options: [OptionInfo]) -> String {
        let column = min(28, (options.map(\.synopsis.count).max() ?? 0) + 2)
        return options.map { option in
            let synopsis = option.synopsis
            let indent = String(repeating: " ", count: 2 + column)
            let lines = wrap(option.help, width: width - indent.count)
            let first = synopsis.count < column
                ? "  " + synopsis + String(repeating: " ", count: column - synopsis.count) + (lines.first ?? "")
                : "  " + synopsis + "\n" + indent + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Words into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
