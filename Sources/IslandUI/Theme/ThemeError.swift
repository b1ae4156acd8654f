import IslandText
/// Why a theme file was not accepted: the key it is about (`colors.critical`, `glyphs.arrow`,
/// `extends`; nil when the file as a whole is wrong) and what was expected instead.
package struct ThemeError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    package let key: String?
    package let message: Sentence

    package init(key: String?, _ message: Sentence) {
        self.key = key
        self.message = message
    }

    package init(key: String?, _ message: StringKey, _ arguments: [String: String] = [:]) {
        self.init(key: key, Sentence(message, arguments))
    }

    /// The error in `table`'s language: the key it is about, then what was wrong.
    package var sentence: Sentence {
        key.map { Sentence(.themeKeyProblem, ["key": $0], sentences: ["problem": message]) } ?? message
    }

    package var description: String { sentence.english }
}
