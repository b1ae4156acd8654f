import IslandText

/// `island help --man`: the manual page, in roff, made from the command tables — the same
/// words as `--help`, so the two cannot disagree; worded from `table` (English unless told).
enum ManPage {
    static func render(_ commands: [CommandInfo], version: String, table: StringTable = .en) -> String {
        func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String { table.text(key, arguments) }
        var page: [String] = [
            ".TH ISLAND 1 \"\" \"island \(escape(version))\" \"\(escape(text(.cliManUserCommands)))\"",
            ".SH \(escape(text(.cliManName)))",
            "island \\- \(escape(text(.cliIslandSummary)))",
            ".SH \(escape(text(.cliManSynopsis)))",
            ".B island",
            "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
            ".br",
            ".B island \\-\\-version",
            ".SH \(escape(text(.cliManDescription)))",
            paragraph(text(.cliIslandAbout)),
            ".PP",
            ".B \\-\\-version",
            paragraph(text(.cliManVersion)),
            ".SH \(escape(text(.cliManCommands)))",
        ]
        for command in commands {
            let summary = text(command.summary)
            page.append(".SS \"\(escape(command.invocation)) \(escape(command.synopsis))\"")
            page.append(paragraph(summary.prefix(1).uppercased() + summary.dropFirst() + "."))
            for paragraph in HelpText.paragraphs(text(command.about)) {
                page.append(".PP")
                page.append(self.paragraph(paragraph))
            }
            for option in command.options {
                page.append(".TP")
                page.append(synopsis(option))
                page.append(paragraph(option.help.words(table)))
            }
            if !command.exitStatus.isEmpty {
                page.append(".PP")
                page.append(escape(text(.cliExitStatusHeading)))
                for entry in command.exitStatus {
                    page.append(".TP")
                    page.append(".B \(entry.status)")
                    page.append(paragraph(text(entry.meaning)))
                }
            }
        }
        page.append(".SH \(escape(text(.cliManConfiguration)))")
        page.append(paragraph(text(.cliManConfigurationFile)))
        for setting in Setting.allCases {
            page.append(".TP")
            page.append(".B \(escape(setting.key))")
            page.append(paragraph(text(setting.summary)))
        }
        page.append(".PP")
        page.append(paragraph(text(.cliManRememberedTheme)))
        page.append(".SH \(escape(text(.cliManEnvironment)))")
        for setting in Setting.allCases {
            guard let variable = setting.environment else { continue }
            page.append(".TP")
            page.append(".B \(escape(variable))")
            page.append(paragraph(text(.cliManOverridesSetting, ["key": setting.key, "summary": text(setting.summary)])))
        }
        for (variable, meaning) in [
            ("XDG_CONFIG_HOME", StringKey.cliManXDGConfigHome),
            ("XDG_STATE_HOME", .cliManXDGStateHome),
            ("XDG_RUNTIME_DIR", .cliManXDGRuntimeDir),
            ("LANG, LC_ALL, LC_MESSAGES", .cliManLocale),
            ("NO_COLOR", .cliManNoColor),
        ] {
            page.append(".TP")
            page.append(".B \(escape(variable))")
            page.append(paragraph(text(meaning)))
        }
        page.append(".SH \(escape(text(.cliManFiles)))")
        page.append(".TP")
        page.append(".I PREFIX/share/island/themes")
        page.append(paragraph(text(.cliManInstalledThemes)))
        page.append(".SH \(escape(text(.cliManSeeAlso)))")
        page.append(paragraph(text(.cliManSeeAlsoText)))
        return page.joined(separator: "\n") + "\n"
    }

    /// `\fB\-\-speed\fR \fIN\fR`
    static func synopsis(_ option: OptionInfo) -> String {
        var text = option.short.map { "\\fB\\-\(escape(String($0)))\\fR, " } ?? ""
        text += "\\fB\(escape(option.name))\\fR"
        switch option.argument {
        case .none: break
        case .required(let placeholder): text += " \\fI\(escape(placeholder))\\fR"
        case .optional(let placeholder): text += " [\\fI\(escape(placeholder))\\fR]"
        }
        return text
    }

    /// Text as a roff paragraph: escaped, and never a line that starts like a request.
    static func paragraph(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// Backslashes and hyphens as roff wants them (`\e`, `\-`: a `-` would be a hyphen).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
