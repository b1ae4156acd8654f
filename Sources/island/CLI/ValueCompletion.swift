import IslandText
import IslandUI

/// What a shell offers for an option's value or a command's operands: the completion scripts
/// (`island completions SHELL`) read it from the option tables.
enum ValueCompletion: Hashable, Sendable {
    /// Anything (a number, a time): the shell offers nothing.
    case free
    /// A file name.
    case file
    /// One of these words.
    case choices([String])
    /// The name of one of island's commands (`island help COMMAND`).
    case command
    /// A theme's name: the built-in themes and those found on the search path when the
    /// script is made (`island themes` lists the same).
    case theme

    /// A device language: any code is taken, the ones island has its own words for are offered.
    static let languages = ValueCompletion.choices(Language.allCases.map(\.rawValue))

    /// The completion a value's placeholder implies: `FILE`, `PATH` and `NAME|FILE` are files,
    /// `de|en` (lowercase words with `|`) are choices, anything else (`N`, `TIME`) is free.
    static func implied(by placeholder: String) -> ValueCompletion {
        if placeholder.contains("FILE") || placeholder.contains("PATH") { return .file }
        let words = placeholder.split(separator: "|").map(String.init)
        if words.count > 1, words.allSatisfy({ $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }) {
            return .choices(words)
        }
        return .free
    }
}
