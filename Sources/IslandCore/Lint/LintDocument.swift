/// One payload found in a lint input: where it starts and its bytes, as a line source would
/// deliver them.
package struct LintDocument: Hashable, Sendable {
    package var file: String
    /// 1-based line of the file where the payload starts.
    package var line: Int
    /// How many lines it spans (1 for an NDJSON line).
    package var lineCount: Int
    package var body: IncomingLine.Body

    package init(file: String, line: Int, lineCount: Int = 1, body: IncomingLine.Body) {
        self.file = file
        self.line = line
        self.lineCount = lineCount
        self.body = body
    }
}
