import Foundation

/// One payload found in a lint input: where it starts, its bytes as a line source would
/// deliver them, and — for a line of a `--record` file — when it arrived on the device.
package struct LintDocument: Hashable, Sendable {
    package var file: String
    /// 1-based line of the file where the payload starts.
    package var line: Int
    /// How many lines it spans (1 for an NDJSON line).
    package var lineCount: Int
    package var body: IncomingLine.Body
    /// The recorded arrival, for a `--record` file's line.
    package var arrival: Date?

    package init(file: String, line: Int, lineCount: Int = 1, body: IncomingLine.Body, arrival: Date? = nil) {
        self.file = file
        self.line = line
        self.lineCount = lineCount
        self.body = body
        self.arrival = arrival
    }
}
