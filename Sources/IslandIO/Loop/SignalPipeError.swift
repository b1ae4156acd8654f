/// The self-pipe could not be set up (out of descriptors).
package struct SignalPipeError: Error, CustomStringConvertible, Sendable {
    package let message: String
    package var description: String { message }
}
