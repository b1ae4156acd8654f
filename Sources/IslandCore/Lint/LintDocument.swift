/// One payload found in a lint input: where it starts and its bytes, as a line source would
/// deliver them.
public struct LintDocument: Hashable, Sendable {
    public var file: String
    /// 1-based line of the file where the payload starts.
    public var line: Int
    /// How many lines it spans (1 for an NDJSON line).
    public var lineCount: Int
    public var body: IncomingLine.Body

    public init(file: String, line: Int, lineCount: Int = 1, body: IncomingLine.Body) {
        self.file = file
        self.line = line
        self.lineCount = lineCount
        self.body = body
    }
}
