import IslandText

/// One option of a command: how it is spelt, what it takes, its help line, what a shell
/// completes for its value, and what it does to the command's options value. Each command
/// lists its options in one table; the parser, `--help`, the man page and the completion
/// scripts all read that table.
struct CommandOption<Options>: Sendable {
    let info: OptionInfo
    let apply: @Sendable (inout Options, String?) throws(CommandLineError) -> Void

    var name: String { info.name }

    /// An option without a value.
    static func flag(_ name: String, short: Character? = nil, help: Sentence,
                     _ apply: @escaping @Sendable (inout Options) -> Void) -> CommandOption {
        CommandOption(info: OptionInfo(name: name, short: short, argument: .none, help: help, completion: .free)) { options, _ in
            apply(&options)
        }
    }

    /// An option with a value (`--name VALUE` or `--name=VALUE`). The completion defaults to
    /// what the placeholder implies (`FILE` a file, `de|en` those words).
    static func value(_ name: String, _ placeholder: String, short: Character? = nil, help: Sentence,
                      complete: ValueCompletion? = nil,
                      _ apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void) -> CommandOption {
        let info = OptionInfo(name: name, short: short, argument: .required(placeholder), help: help,
                              completion: complete ?? .implied(by: placeholder))
        return CommandOption(info: info) { options, value throws(CommandLineError) in
            try apply(&options, value ?? "")
        }
    }

    /// An option whose value may be left out (`--socket` or `--socket PATH`).
    static func optionalValue(_ name: String, _ placeholder: String, help: Sentence, complete: ValueCompletion? = nil,
                              _ apply: @escaping @Sendable (inout Options, String?) throws(CommandLineError) -> Void) -> CommandOption {
        let info = OptionInfo(name: name, short: nil, argument: .optional(placeholder), help: help,
                              completion: complete ?? .implied(by: placeholder))
        return CommandOption(info: info, apply: apply)
    }

    // The same with a help line that takes no arguments (most do).

    static func flag(_ name: String, short: Character? = nil, help: StringKey,
                     _ apply: @escaping @Sendable (inout Options) -> Void) -> CommandOption {
        flag(name, short: short, help: Sentence(help), apply)
    }

    static func value(_ name: String, _ placeholder: String, short: Character? = nil, help: StringKey,
                      complete: ValueCompletion? = nil,
                      _ apply: @escaping @Sendable (inout Options, String) throws(CommandLineError) -> Void) -> CommandOption {
        value(name, placeholder, short: short, help: Sentence(help), complete: complete, apply)
    }

    static func optionalValue(_ name: String, _ placeholder: String, help: StringKey, complete: ValueCompletion? = nil,
                              _ apply: @escaping @Sendable (inout Options, String?) throws(CommandLineError) -> Void) -> CommandOption {
        optionalValue(name, placeholder, help: Sentence(help), complete: complete, apply)
    }
}
