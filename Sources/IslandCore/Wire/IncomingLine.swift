/// One line as a source delivered it, before decoding. A line over the limit arrives as
/// `tooLong` with its length: its bytes were never buffered.
package struct IncomingLine: Hashable, Sendable {
    package enum Body: Hashable, Sendable {
        case bytes([UInt8])
        case tooLong(byteCount: Int)
    }

    package static let maximumLength = 64 * 1024

    package var body: Body
    package var source: LineSource
    /// 1-based line number within its source (per socket client, per file).
    package var number: Int

    package init(body: Body, source: LineSource, number: Int) {
        self.body = body
        self.source = source
        self.number = number
    }

    package init(_ text: String, source: LineSource = .stdin, number: Int = 1) {
        self.init(body: .bytes(Array(text.utf8)), source: source, number: number)
    }
}
