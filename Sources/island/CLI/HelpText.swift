import IslandText

/// The help texts, made from the commands' descriptions: `island help`, `island help
/// COMMAND`, `island COMMAND --help`; worded from `table` (English unless told).
enum HelpText {
    /// A command's whole help: usage, description, options, settings, exit status.
    static func command(_ command: CommandInfo, table: StringTable = .en) -> String {
        let about = paragraphs(table.text(command.about)).map { paragraph in
            wrap(paragraph, width: width).joined(separator: "\n")
        }
        var sections = [command.usageLine(table)] + about + [table.text(.cliOptionsHeading) + "\n" + options(command.options, table: table)]
        if !command.settings.isEmpty {
            let lines = command.settings.map { setting in
                "  \(setting.key)" + (setting.environment.map { " (\($0))" } ?? "")
            }
            sections.append(table.text(.cliDefaultsHeading) + "\n" + lines.joined(separator: "\n"))
        }
        if !command.exitStatus.isEmpty {
            let lines = command.exitStatus.map { entry in
                let head = "  \(entry.status)" + String(repeating: " ", count: max(1, 6 - "\(entry.status)".count))
                return wrap(table.text(entry.meaning), width: width - head.count).enumerated()
                    .map { ($0.offset == 0 ? head : String(repeating: " ", count: head.count)) + $0.element }.joined(separator: "\n")
            }
            sections.append(table.text(.cliExitStatusHeading) + "\n" + lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// `island help`: every command with its summary, how to get more.
    static func overview(_ commands: [CommandInfo], table: StringTable = .en) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        let lines = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + table.text($0.summary) }
        let own = options([OptionInfo.version, OptionInfo.help], table: table, column: 13)
        return """
            island — \(table.text(.cliIslandSummary))

            \(CommandInfo.island.usageLine(table))

            \(table.text(.cliCommandsHeading, ["name": CommandInfo.defaultName]))
            \(lines.joined(separator: "\n"))

            \(table.text(.cliIslandOptionsHeading))
            \(own)

            \(table.text(.cliOverviewMore))
            """
    }

    /// A command's description as paragraphs, each one line.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { $0.split(separator: "\n").joined(separator: " ") }
    }

    /// How wide the help is: an 80-column terminal.
    static let width = 80

    /// Help lines for a table: the synopses in a column, the help beside them, wrapped.
    static func options(_ options: [OptionInfo], table: StringTable = .en, column fixed: Int? = nil) -> String {
        let column = fixed ?? min(28, (options.map(\.synopsis.count).max() ?? 0) + 2)
        return options.map { option in
            let synopsis = option.synopsis
            let indent = String(repeating: " ", count: 2 + column)
            let lines = wrap(option.help.words(table), width: width - indent.count)
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
