import IslandText

/// A default the user can set once instead of on every command line: a key of the
/// configuration file (`$XDG_CONFIG_HOME/island/config.json`) and, for some, an environment
/// variable. Precedence, lowest first: island's default, the file, the environment, the
/// command line. Each setting is the default of a command-line option and is read through
/// that option's own parser, so a value means the same wherever it is written.
enum Setting: String, CaseIterable, Hashable, Sendable {
    case theme
    case language = "lang"
    case speed
    case socket
    case mouse
    case apns

    enum Kind: Sendable {
        case string
        case number
        case bool
    }

    /// The key in the configuration file.
    var key: String { rawValue }

    /// The environment variable that overrides the file.
    var environment: String? {
        switch self {
        case .theme: return "ISLAND_THEME"
        case .language: return "ISLAND_LANG"
        case .socket: return "ISLAND_SOCKET"
        case .speed, .mouse, .apns: return nil
        }
    }

    var kind: Kind {
        switch self {
        case .theme, .language, .socket, .apns: return .string
        case .speed: return .number
        case .mouse: return .bool
        }
    }

    /// What it sets, for the manual page.
    var summary: StringKey {
        switch self {
        case .theme: return .cliSettingTheme
        case .language: return .cliSettingLanguage
        case .speed: return .cliSettingSpeed
        case .socket: return .cliSettingSocket
        case .mouse: return .cliSettingMouse
        case .apns: return .cliSettingAPNs
        }
    }

    /// Every option that sets what this setting sets: given on the command line, it wins.
    var optionNames: [String] {
        switch self {
        case .mouse: return ["--mouse", "--no-mouse"]
        case .socket: return ["--socket"]
        default: return optionName(for: "").map { [$0] } ?? []
        }
    }

    /// The option whose default this setting is, for the value `text`; nil when the setting
    /// is not an option's value (the socket path is the default of `--socket`'s PATH).
    func optionName(for text: String) -> String? {
        switch self {
        case .theme: return "--theme"
        case .language: return "--lang"
        case .speed: return "--speed"
        case .apns: return "--apns"
        case .mouse: return text == "true" ? "--mouse" : "--no-mouse"
        case .socket: return nil
        }
    }
}
