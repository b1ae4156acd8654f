/// A command line `island lint` cannot run (exit status 2).
public struct LintUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
