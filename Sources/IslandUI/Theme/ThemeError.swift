/// Why a theme file was not accepted: the key it is about (`colors.late`, `glyphs.arrow`,
/// `extends`; nil when the file as a whole is wrong) and what was expected instead.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    public let key: String?
    public let message: String

    public init(key: String?, _ message: String) {
        self.key = key
        self.message = message
    }

    public var description: String {
        key.map { "\($0): \(message)" } ?? message
    }
}
