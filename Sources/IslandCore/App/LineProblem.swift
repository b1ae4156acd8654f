import IslandText
import IslandTypes

/// One problem or warning of a line, as its opened entry lists it: typed, so the screen words
/// it in its language ("CODE: message") while `--headless` and `--log` write its English
/// (`{"code","message"}`). Free text (a hand-made entry) stays as written.
package enum LineProblem: Hashable, Sendable, ExpressibleByStringLiteral {
    case rejection(Rejection)
    case warning(Warning)
    case text(String)

    package init(stringLiteral text: String) {
        self = .text(text)
    }

    /// The code and the message's sentence; nil for free text.
    package var diagnostic: (code: String, message: Sentence)? {
        switch self {
        case .rejection(let rejection): return (rejection.code.rawValue, rejection.message)
        case .warning(let warning): return (warning.code.rawValue, warning.message)
        case .text: return nil
        }
    }

    /// The code and the message's English UTF-8 (worded once, however many outputs write
    /// it); nil for free text.
    package var englishDiagnostic: (code: String, message: [UInt8])? {
        switch self {
        case .rejection(let rejection): return (rejection.code.rawValue, rejection.englishUTF8)
        case .warning(let warning): return (warning.code.rawValue, warning.englishUTF8)
        case .text: return nil
        }
    }

    /// "CODE: message" in `table`'s language.
    package func words(_ table: StringTable) -> String {
        switch self {
        case .text(let text): return text
        case .rejection, .warning:
            guard let (code, message) = diagnostic else { return "" }
            return "\(code): \(message.words(table))"
        }
    }

    /// "CODE: message" in English, as the machine outputs had it.
    package var english: String { words(.en) }
}
