/// A theme file found on disk: its name (the file name without `.json`), its path and the
/// directory kind it was found in (nil for a file named directly with `--theme FILE`).
public struct ThemeLocation: Hashable, Sendable {
    public var name: String
    public var path: String
    public var origin: ThemeDirectory.Origin?

    public init(name: String, path: String, origin: ThemeDirectory.Origin?) {
        self.name = name
        self.path = path
        self.origin = origin
    }
}
