/// A command line `island lint` cannot run (exit status 2).
package struct LintUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
