/// Why `island simulate`'s arguments were not understood.
public struct SimulateUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
