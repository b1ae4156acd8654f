/// One file (or stdin) as `island lint` read it.
package struct LintInput: Hashable, Sendable {
    /// The name shown in the output: the path as given, or `-` for stdin.
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    package init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}
