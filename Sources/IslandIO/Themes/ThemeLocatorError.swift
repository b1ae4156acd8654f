/// Why a theme file named with `--theme FILE` could not be read.
public struct ThemeLocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
