/// A mistake on the command line; printed as one line, exit status 2.
struct CommandLineError: Error, CustomStringConvertible, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
