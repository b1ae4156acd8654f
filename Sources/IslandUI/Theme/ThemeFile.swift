/// A theme file's name (the file name without `.json`), where it came from (a path as the
/// user should see it) and its bytes, as the I/O layer read them.
public struct ThemeFile: Hashable, Sendable {
    public var name: String
    public var source: String
    public var contents: [UInt8]

    public init(name: String, source: String, contents: [UInt8]) {
        self.name = name
        self.source = source
        self.contents = contents
    }

    public init(name: String, source: String, text: String) {
        self.init(name: name, source: source, contents: Array(text.utf8))
    }
}
