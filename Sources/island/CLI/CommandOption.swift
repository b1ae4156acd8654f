/// One option of a command: its name, what it takes and what it does to the options value.
/// Each command lists its options in a table; the parser and the help text both read it.
struct CommandOption<Options>: Sendable {
    enum Argument: Sendable {
        case none
        /// `--speed N`
        case required(String)
        /// `--socket [PATH]`: takes the next argument only if it does not start with `-`.
        case optional(String)
    }

    let name: String
    let argument: Argument
    let help: String
    let apply: @Sendable (inout Options, String?) throws(CommandLineError) -> Void

    /// An option without a value.
    static func flag(_ name: String, help: String, _ apply: @escaping @Sendable (inout Options) -> Void) -> CommandOption {
        CommandOption(name: name, argument: .none, help: help) { options, _ in apply(&options) }
    }

    /// An option with a value (`--name VALUE` or `--name=VALUE`).
    static func value(_ name: String, _ placeholder: String, help: String,
                      _ apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void) -> CommandOption {
        CommandOption(name: name, argument: .required(placeholder), help: help) { options, value throws(CommandLineError) in
            try apply(&options, value ?? "")
        }
    }

    /// An option whose value may be left out (`--socket` or `--socket PATH`).
    static func optionalValue(_ name: String, _ placeholder: String, help: String,
                              _ apply: @escaping @Sendable (inout Options, String?) throws(CommandLineError) -> Void) -> CommandOption {
        CommandOption(name: name, argument: .optional(placeholder), help: help, apply: apply)
    }

    /// `--speed N`, `--socket [PATH]`, `--ascii`.
    var synopsis: String {
        switch argument {
        case .none: return name
        case .required(let placeholder): return "\(name) \(placeholder)"
        case .optional(let placeholder): return "\(name) [\(placeholder)]"
        }
    }

    /// Help lines for a table: the synopses in a column, the help beside them.
    static func helpText(_ table: [CommandOption]) -> String {
        let width = min(28, (table.map(\.synopsis.count).max() ?? 0) + 2)
        return table.map { option in
            let synopsis = option.synopsis
            let padding = synopsis.count < width ? String(repeating: " ", count: width - synopsis.count) : "\n  " + String(repeating: " ", count: width)
            return "  \(synopsis)\(padding)\(option.help)"
        }.joined(separator: "\n")
    }
}
