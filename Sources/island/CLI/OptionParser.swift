import IslandCore
import IslandText
import IslandTypes

/// Parses a command's arguments against its option table. Hand-written on purpose: the
/// rules are few and every mistake gets a message that names the option.
///
/// `--name VALUE`, `--name=VALUE`, a short name (`-f`) where the table gives one, `--` ends
/// the options, `-` is an operand. `-h` and `--help` are every command's: they win over
/// everything else on the line, so `island send --help --nonsense` still shows the help.
enum OptionParser {
    /// - Returns: false when `--help` or `-h` was given (nothing was applied then).
    static func parse<Options>(
        _ arguments: [String], into options: inout Options, table: [CommandOption<Options>],
        operand: CommandOperand<Options>?
    ) throws(CommandLineError) -> Bool {
        if asksForHelp(arguments) { return false }
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                guard let operand else {
                    throw CommandLineError(.cliUnexpectedArgument, ["argument": CommandLineError.quote(argument)])
                }
                try operand.apply(&options, argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = find(name, in: table) else {
                let quoted = ["name": CommandLineError.quote(name)]
                throw suggestion(for: name, in: table).map { CommandLineError(.cliUnknownOption, quoted, sentences: ["hint": $0]) }
                    ?? CommandLineError(.cliUnknownOptionPlain, quoted)
            }
            let shown = option.name
            switch option.info.argument {
            case .none:
                if inline != nil { throw CommandLineError(.cliOptionTakesNoValue, ["option": shown]) }
                try option.apply(&options, nil)
            case .required(let placeholder):
                if let inline {
                    try option.apply(&options, inline)
                } else if index < arguments.count {
                    try option.apply(&options, arguments[index])
                    index += 1
                } else {
                    throw CommandLineError(.cliOptionNeedsValue, ["option": shown, "placeholder": placeholder])
                }
            case .optional:
                if let inline {
                    try option.apply(&options, inline)
                } else if index < arguments.count, !arguments[index].hasPrefix("-") {
                    try option.apply(&options, arguments[index])
                    index += 1
                } else {
                    try option.apply(&options, nil)
                }
            }
        }
        return true
    }

    /// `-h` or `--help` before a `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    static func find<Options>(_ name: String, in table: [CommandOption<Options>]) -> CommandOption<Options>? {
        if name.count == 2, name.hasPrefix("-"), let letter = name.last {
            return table.first { $0.info.short == letter }
        }
        return table.first { $0.name == name }
    }

    /// "; did you mean --speed?" for a near miss (the same edit distance as the payload keys');
    /// nil when no option is near.
    static func suggestion<Options>(for name: String, in table: [CommandOption<Options>]) -> Sentence? {
        let names = table.map(\.name) + [OptionInfo.help.name]
        return KeySuggestion.nearest(to: name, among: names).map { Sentence(.cliDidYouMean, ["name": $0]) }
    }
}
