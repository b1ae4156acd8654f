/// `island help --man`: the manual page, in roff, made from the command tables — the same
/// words as `--help`, so the two cannot disagree.
enum ManPage {
    static func render(_ commands: [CommandInfo], version: String) -> String {
        var page: [String] = [
            ".TH ISLAND 1 \"\" \"island \(escape(version))\" \"User Commands\"",
            ".SH NAME",
            "island \\- iOS Live Activities (Dynamic Island and Lock Screen) in the terminal",
            ".SH SYNOPSIS",
            ".B island",
            "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
            ".br",
            ".B island \\-\\-version",
            ".SH DESCRIPTION",
            paragraph("""
                island re-creates the Dynamic Island (minimal, compact, expanded) and the Lock \
                Screen card of iOS Live Activities from one stream of ActivityKit push payloads: a \
                built-in simulator, a followed NDJSON file, a Unix socket or standard input. It \
                behaves like ActivityKit (phases, staleness, dismissal, the 8-hour limit, ordering by \
                timestamp, the 4 KB limit) and says why when iOS would drop a push. Without a \
                command, island runs the dashboard (island run).
                """),
            ".PP",
            ".B \\-\\-version",
            "prints the version and the commit island was built from.",
            ".SH COMMANDS",
        ]
        for command in commands {
            page.append(".SS \"\(escape(command.invocation)) \(escape(command.synopsis))\"")
            page.append(paragraph(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + "."))
            for text in command.about.components(separatedBy: "\n\n") {
                page.append(".PP")
                page.append(paragraph(text.split(separator: "\n").joined(separator: " ")))
            }
            for option in command.options {
                page.append(".TP")
                page.append(synopsis(option))
                page.append(paragraph(option.help))
            }
            if !command.exitStatus.isEmpty {
                page.append(".PP")
                page.append("Exit status:")
                for entry in command.exitStatus {
                    page.append(".TP")
                    page.append(".B \(entry.status)")
                    page.append(paragraph(entry.meaning))
                }
            }
        }
        page.append(".SH CONFIGURATION")
        page.append(paragraph("""
            $XDG_CONFIG_HOME/island/config.json (default ~/.config/island/config.json) is a JSON \
            object whose keys set defaults; every key is optional. The environment overrides the \
            file, the command line overrides both.
            """))
        for setting in Setting.allCases {
            page.append(".TP")
            page.append(".B \(escape(setting.key))")
            page.append(paragraph(setting.summary))
        }
        page.append(".PP")
        page.append(paragraph("""
            The theme last chosen with t is kept in $XDG_STATE_HOME/island/state.json (default \
            ~/.local/state/island/state.json) and used when nothing else names a theme.
            """))
        page.append(".SH ENVIRONMENT")
        for setting in Setting.allCases {
            guard let variable = setting.environment else { continue }
            page.append(".TP")
            page.append(".B \(escape(variable))")
            page.append(paragraph("overrides the \(setting.key) key of the configuration file: \(setting.summary)"))
        }
        for (variable, meaning) in [
            ("XDG_CONFIG_HOME", "where config.json and user themes (island/themes) are"),
            ("XDG_STATE_HOME", "where the last theme chosen is remembered"),
            ("XDG_RUNTIME_DIR", "where the default socket is (island/island.sock)"),
            ("LANG, LC_ALL, LC_MESSAGES", "the label language when neither --lang nor the lang setting names one"),
            ("NO_COLOR", "start with the mono theme unless a theme is named"),
        ] {
            page.append(".TP")
            page.append(".B \(escape(variable))")
            page.append(paragraph(meaning))
        }
        page.append(".SH FILES")
        page.append(".TP")
        page.append(".I PREFIX/share/island/themes")
        page.append(paragraph("the themes an installed island ships; a theme file of the same name in $XDG_CONFIG_HOME/island/themes wins"))
        page.append(".SH SEE ALSO")
        page.append(paragraph("The README and docs/ of the island repository: docs/config.md, docs/schema.md, docs/themes.md."))
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
