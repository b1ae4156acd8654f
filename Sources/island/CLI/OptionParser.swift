/// Parses a command's arguments against its option table. Hand-written on purpose: the
/// rules are few and every mistake gets a message that names the option.
enum OptionParser {
    /// - Parameter positional: called with each argument that is not an option (and with
    ///   everything after `--`); nil when the command takes none.
    static func parse<Options>(
        _ arguments: [String], into options: inout Options, table: [CommandOption<Options>],
        positional: ((inout Options, String) throws(CommandLineError) -> Void)? = nil
    ) throws(CommandLineError) {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                guard let positional else { throw CommandLineError("unexpected argument '\(argument)'") }
                try positional(&options, argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = table.first(where: { $0.name == name }) else {
                throw CommandLineError("unknown option '\(name)'" + suggestion(for: name, in: table.map(\.name)))
            }
            switch option.argument {
            case .none:
                if inline != nil { throw CommandLineError("\(name) takes no value") }
                try option.apply(&options, nil)
            case .required(let placeholder):
                if let inline {
                    try option.apply(&options, inline)
                } else if index < arguments.count {
                    try option.apply(&options, arguments[index])
                    index += 1
                } else {
                    throw CommandLineError("\(name) needs a value (\(name) \(placeholder))")
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
    }

    /// "; did you mean --speed?" for a near miss.
    static func suggestion(for name: String, in names: [String]) -> String {
        let close = names.filter { distance(name, $0) <= 2 }
        return close.isEmpty ? "" : "; did you mean \(close.joined(separator: " or "))?"
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
