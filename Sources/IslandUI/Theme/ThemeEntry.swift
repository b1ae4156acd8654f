/// A theme in the catalog and where it came from: a file's path or `built-in`.
public struct ThemeEntry: Hashable, Sendable {
    public static let builtInSource = "built-in"

    public var theme: Theme
    public var source: String

    public init(theme: Theme, source: String) {
        self.theme = theme
        self.source = source
    }

    public var isBuiltIn: Bool { source == Self.builtInSource }
}
