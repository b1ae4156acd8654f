/// Where a line `island send` sent came from: its input and the number of its (first) line
/// there, counting every line of that input — blank ones, and ones not sent because they
/// were too long. The dashboard numbers the lines of a connection itself; the sender maps
/// each answer back to this, so a reply names the line a user can open in an editor.
package struct SendOrigin: Hashable, Sendable {
    /// The file as given on the command line; `-` for standard input.
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `trip.ndjson:3`
    package var description: String { "\(file):\(line)" }
}
