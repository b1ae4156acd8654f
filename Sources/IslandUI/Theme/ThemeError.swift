/// Why a theme file was not accepted: the key it is about (`colors.critical`, `glyphs.arrow`,
/// `extends`; nil when the file as a whole is wrong) and what was expected instead.
package struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    package let key: String?
    package let message: String

    package init(key: String?, _ message: String) {
        self.key = key
        self.message = message
    }

    package var description: String {
        key.map { "\($0): \(message)" } ?? message
    }
}
