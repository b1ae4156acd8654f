/// Why a theme file named with `--theme FILE` could not be read.
package struct ThemeLocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
