/// Why the theme `--theme` asked for cannot be used. Fatal at startup: island prints the
/// message and exits rather than running in a theme the user did not choose.
public struct ThemeCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
