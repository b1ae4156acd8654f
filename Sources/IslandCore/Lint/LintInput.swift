/// One file (or stdin) as `island lint` read it.
public struct LintInput: Hashable, Sendable {
    /// The name shown in the output: the path as given, or `-` for stdin.
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}
