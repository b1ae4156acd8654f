import Foundation
import IslandJSON

/// Splits a lint input into payloads as its lines arrive, so `tail -f log | island lint -`
/// answers line by line and a file of a million lines needs no more memory than one payload.
/// A file holds NDJSON (one payload per line) or JSON documents that span lines
/// (pretty-printed, one or several after each other, as `jq` prints them). A payload is a run
/// of whole lines: it starts at a non-blank line and ends on the line where its brackets close.
/// A line that starts with `{` or `[` in its first column while a payload is still open begins a
/// new payload, so one broken NDJSON line does not swallow the next ones. A payload keeps its bytes
/// as written (the decoder measures the compact body itself); one over 64 KiB is `tooLong`, as
/// a line source reports it. A `--record` file's lines carry their input and arrival.
package struct DocumentSplitter: Sendable {
    private struct Open: Sendable {
        var start: Int
        var end: Int
        var lines: [[UInt8]]
        var size: Int
        var scanner: JSONBracketScanner
    }

    package let file: String
    private var lineNumber = 0
    private var open: Open?

    package init(file: String) {
        self.file = file
    }

    /// All payloads of a whole input (tests, small inputs).
    package static func documents(in input: LintInput) -> [LintDocument] {
        var splitter = DocumentSplitter(file: input.name)
        var documents: [LintDocument] = []
        var lines = input.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines { documents += splitter.add(line: Array(line)) }
        return documents + splitter.finish()
    }

    /// The payloads one more line completes (none while a document is open).
    package mutating func add(line raw: [UInt8]) -> [LintDocument] {
        lineNumber += 1
        var line = raw
        // A byte-order mark belongs to the file, not to its first payload.
        if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        if line.last == 0x0D { line.removeLast() }
        var done: [LintDocument] = []
        if var current = open {
            if line.first != UInt8(ascii: "{"), line.first != UInt8(ascii: "[") {
                current.scanner.scan(line)
                current.size += line.count + 1
                current.end = lineNumber
                if current.size <= IncomingLine.maximumLength { current.lines.append(line) }
                open = current
                if current.scanner.isClosed { done += finish() }
                return done
            }
            done += finish()
        }
        if Self.isBlank(line) { return done }
        var scanner = JSONBracketScanner()
        scanner.scan(line)
        // An NDJSON line (nearly every one) is done at once, without being held open.
        if scanner.isClosed { return done + [complete(start: lineNumber, lineCount: 1, size: line.count) { line }] }
        open = Open(start: lineNumber, end: lineNumber, lines: [line], size: line.count, scanner: scanner)
        return done
    }

    /// A line over 64 KiB, counted but never read whole: a payload of its own (`tooLong`),
    /// which also closes any payload still open.
    package mutating func add(tooLong count: Int) -> [LintDocument] {
        lineNumber += 1
        var done = finish()
        done.append(LintDocument(file: file, line: lineNumber, body: .tooLong(byteCount: count)))
        return done
    }

    /// The payload still open at the end of the input.
    package mutating func finish() -> [LintDocument] {
        guard let current = open else { return [] }
        open = nil
        let count = current.end - current.start + 1
        return [complete(start: current.start, lineCount: count, size: current.size) {
            count == 1 ? current.lines[0] : Array(current.lines.joined(separator: [UInt8(ascii: "\n")]))
        }]
    }

    /// The payload of `lineCount` lines from line `start`, `size` bytes long, whose bytes (when
    /// it is not too long) are `bytes()`.
    private func complete(start: Int, lineCount: Int, size: Int, bytes: () -> [UInt8]) -> LintDocument {
        guard size <= IncomingLine.maximumLength else {
            return LintDocument(file: file, line: start, lineCount: lineCount, body: .tooLong(byteCount: size))
        }
        let bytes = bytes()
        if lineCount == 1, let record = Self.record(bytes) {
            return LintDocument(file: file, line: start, body: record.body, arrival: record.arrival)
        }
        return LintDocument(file: file, line: start, lineCount: lineCount, body: .bytes(bytes))
    }

    private static let recordPrefix = Array("{\"arrival\":".utf8)

    /// A `--record` file's line (`{"arrival":…,"line":…}`): its input line and arrival. Keys
    /// and clicks are not payloads.
    static func record(_ bytes: [UInt8]) -> (body: IncomingLine.Body, arrival: Date)? {
        guard bytes.starts(with: recordPrefix), let object = try? JSONParser.parse(bytes).objectValue,
              let recorded = RecordedLine(object), case .line(let line) = recorded.input else { return nil }
        return (line.body, recorded.arrival)
    }

    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
