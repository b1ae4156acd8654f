/// A command line `island lint` cannot run (exit status 2).
struct LintUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
