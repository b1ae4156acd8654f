/// Reads option values, with errors that name the option and say what is expected.
enum ValueParser {
    static func positiveNumber(_ text: String, option: String) throws(CommandLineError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw CommandLineError("\(option) needs a number above 0, not '\(text)'")
        }
        return value
    }

    static func unsigned(_ text: String, option: String) throws(CommandLineError) -> UInt64 {
        guard let value = UInt64(text) else {
            throw CommandLineError("\(option) needs a whole number from 0 to \(UInt64.max), not '\(text)'")
        }
        return value
    }

    static func choice<T>(_ text: String, option: String, from choices: [(String, T)]) throws(CommandLineError) -> T {
        guard let match = choices.first(where: { $0.0 == text }) else {
            throw CommandLineError("\(option) is one of \(choices.map(\.0).joined(separator: ", ")), not '\(text)'")
        }
        return match.1
    }

    static func nonEmpty(_ text: String, option: String) throws(CommandLineError) -> String {
        guard !text.isEmpty else { throw CommandLineError("\(option) needs a value, not an empty string") }
        return text
    }
}
