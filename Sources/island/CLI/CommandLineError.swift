import IslandCore
import IslandTypes

/// A mistake on the command line (or in the configuration it reads): printed as one line
/// under the command's name, with its usage line, exit status 2.
struct CommandLineError: Error, Hashable, CustomStringConvertible, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    /// Something the user typed, as every message shows it: in double quotes, with controls
    /// and bidi characters escaped.
    static func quote(_ text: String) -> String {
        DiagnosticText.quote(text, limit: 200)
    }
}
