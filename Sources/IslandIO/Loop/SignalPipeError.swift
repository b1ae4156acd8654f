/// The self-pipe could not be set up (out of descriptors).
public struct SignalPipeError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
