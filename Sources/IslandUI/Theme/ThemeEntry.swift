/// A theme in the catalog and where it came from: a file's path or `built-in`.
package struct ThemeEntry: Hashable, Sendable {
    package static let builtInSource = "built-in"

    package var theme: Theme
    package var source: String

    package init(theme: Theme, source: String) {
        self.theme = theme
        self.source = source
    }

    package var isBuiltIn: Bool { source == Self.builtInSource }
}
