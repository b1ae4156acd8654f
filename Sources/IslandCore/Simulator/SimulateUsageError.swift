/// Why `island simulate`'s arguments were not understood.
package struct SimulateUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
