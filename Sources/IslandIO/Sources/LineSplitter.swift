#if canImport(Glibc)
import Glibc
#endif
import IslandCore

/// Turns bytes as they arrive into complete lines. The unfinished last line is kept until its
/// newline arrives. A line longer than `maximumLength` is never held whole: the splitter
/// switches to counting its bytes until the newline and then hands over `.tooLong` with the
/// count, so a hostile peer cannot grow island's memory.
///
/// Lines are handed over byte for byte, without the `\n`: a `\r` before it, NUL bytes and
/// invalid UTF-8 stay in, so `PushDecoder` can judge (and explain) them. The one exception is
/// a byte-order mark that begins the stream: it belongs to the file (editors on Windows write
/// one), not to the first payload, and every source drops it the same way — the followed
/// file, each socket client, stdin, `island send`'s inputs — as `island lint` does.
package struct LineSplitter: Sendable {
    package let maximumLength: Int
    private var partial: [UInt8] = []
    /// Bytes of the current line counted, not kept, once it went over the limit.
    private var skipped: Int?
    /// The next line to finish is the stream's first (a byte-order mark may begin it).
    private var atStreamStart: Bool

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// - Parameter atStreamStart: false when the bytes fed begin in the middle of a stream
    ///   (a followed file read from its end).
    package init(maximumLength: Int = IncomingLine.maximumLength, atStreamStart: Bool = true) {
        precondition(maximumLength > 0)
        self.maximumLength = maximumLength
        self.atStreamStart = atStreamStart
    }

    /// Bytes of the unfinished last line received so far (held, or counted while skipping).
    package var partialByteCount: Int { skipped ?? partial.count }

    /// Whether an unfinished line is pending.
    package var hasPartialLine: Bool { partialByteCount > 0 }

    /// Whether the current unfinished line already went over the limit.
    package var isSkipping: Bool { skipped != nil }

    /// Feeds `bytes`; returns the lines they complete, in order.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) -> [IncomingLine.Body] {
        var lines: [IncomingLine.Body] = []
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return lines }
        var start = 0
        while start < bytes.count {
            let remaining = bytes.count - start
            guard let hit = memchr(base + start, 0x0A, remaining) else {
                take(UnsafeRawBufferPointer(start: base + start, count: remaining))
                break
            }
            let end = base.distance(to: UnsafeRawPointer(hit))
            take(UnsafeRawBufferPointer(start: base + start, count: end - start))
            lines.append(finishLine())
            start = end + 1
        }
        return lines
    }

    package mutating func append(_ bytes: [UInt8]) -> [IncomingLine.Body] {
        bytes.withUnsafeBytes { append($0) }
    }

    /// End of input: the unfinished last line as a line of its own, if any (stdin's last line
    /// may lack its newline). The splitter is empty afterwards.
    package mutating func finish() -> IncomingLine.Body? {
        hasPartialLine ? finishLine() : nil
    }

    /// Drops the unfinished line (a client left, the file was truncated or rotated away);
    /// returns how many bytes it had.
    @discardableResult
    package mutating func reset() -> Int {
        let count = partialByteCount
        partial = []
        skipped = nil
        atStreamStart = true
        return count
    }

    /// Starts in the middle of a line that is already `count` bytes long and over the limit
    /// (a followed file whose last line is that long when following starts at its end).
    package mutating func beginSkipping(alreadyCounted count: Int) {
        partial.removeAll()
        skipped = count
        atStreamStart = false
    }

    private mutating func take(_ segment: UnsafeRawBufferPointer) {
        guard !segment.isEmpty else { return }
        if let count = skipped {
            skipped = count + segment.count
        } else if partial.count + segment.count > maximumLength {
            skipped = partial.count + segment.count
            partial.removeAll()
        } else {
            partial.append(contentsOf: segment)
        }
    }

    private mutating func finishLine() -> IncomingLine.Body {
        let first = atStreamStart
        atStreamStart = false
        if let count = skipped {
            skipped = nil
            return .tooLong(byteCount: count)
        }
        if first, partial.starts(with: Self.byteOrderMark) { partial.removeFirst(Self.byteOrderMark.count) }
        // Hand the buffer over rather than copying it.
        let line = partial
        partial = []
        return .bytes(line)
    }
}
