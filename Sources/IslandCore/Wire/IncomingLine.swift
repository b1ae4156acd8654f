/// One line as a source delivered it, before decoding. A line over the limit arrives as
/// `tooLong` with its length: its bytes were never buffered.
public struct IncomingLine: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        case bytes([UInt8])
        case tooLong(byteCount: Int)
    }

    public static let maximumLength = 64 * 1024

    public var body: Body
    public var source: LineSource
    /// 1-based line number within its source (per socket client, per file).
    public var number: Int

    public init(body: Body, source: LineSource, number: Int) {
        self.body = body
        self.source = source
        self.number = number
    }

    public init(_ text: String, source: LineSource = .stdin, number: Int = 1) {
        self.init(body: .bytes(Array(text.utf8)), source: source, number: number)
    }
}
