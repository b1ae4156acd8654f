/// Why the theme `--theme` asked for cannot be used. Fatal at startup: island prints the
/// message and exits rather than running in a theme the user did not choose.
package struct ThemeCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
