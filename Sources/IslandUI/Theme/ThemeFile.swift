/// A theme file's name (the file name without `.json`), where it came from (a path as the
/// user should see it) and its bytes, as the I/O layer read them.
package struct ThemeFile: Hashable, Sendable {
    package var name: String
    package var source: String
    package var contents: [UInt8]

    package init(name: String, source: String, contents: [UInt8]) {
        self.name = name
        self.source = source
        self.contents = contents
    }

    package init(name: String, source: String, text: String) {
        self.init(name: name, source: source, contents: Array(text.utf8))
    }
}
