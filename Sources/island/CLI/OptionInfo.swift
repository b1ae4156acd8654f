import IslandText

/// An option as the help text, the man page and the completion scripts see it: everything
/// about it but what it does to a command's options value.
struct OptionInfo: Hashable, Sendable {
    enum Argument: Hashable, Sendable {
        case none
        /// `--speed N`
        case required(String)
        /// `--socket [PATH]`: takes the next argument only if it does not start with `-`.
        case optional(String)
    }

    /// `--speed`
    let name: String
    /// `-f` for `--follow`.
    let short: Character?
    let argument: Argument
    /// Its help line, worded in the help's language.
    let help: Sentence
    let completion: ValueCompletion

    /// `--speed N`, `--socket [PATH]`, `-f, --follow`.
    var synopsis: String {
        let names = short.map { "-\($0), \(name)" } ?? name
        switch argument {
        case .none: return names
        case .required(let placeholder): return "\(names) \(placeholder)"
        case .optional(let placeholder): return "\(names) [\(placeholder)]"
        }
    }

    /// Whether the option takes a value (always or optionally).
    var takesValue: Bool {
        if case .none = argument { return false }
        return true
    }

    /// `-h, --help`, which every command has; the parser answers it before the table.
    /// `island --version`, which only the overview lists (it is no command's option).
    static let version = OptionInfo(name: "--version", short: nil, argument: .none, help: Sentence(.cliVersionHelp), completion: .free)

    static let help = OptionInfo(name: "--help", short: "h", argument: .none, help: Sentence(.cliOptionHelp), completion: .free)
}
