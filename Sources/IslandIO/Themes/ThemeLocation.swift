/// A theme file found on disk: its name (the file name without `.json`), its path and the
/// directory kind it was found in (nil for a file named directly with `--theme FILE`).
package struct ThemeLocation: Hashable, Sendable {
    package var name: String
    package var path: String
    package var origin: ThemeDirectory.Origin?

    package init(name: String, path: String, origin: ThemeDirectory.Origin?) {
        self.name = name
        self.path = path
        self.origin = origin
    }
}
