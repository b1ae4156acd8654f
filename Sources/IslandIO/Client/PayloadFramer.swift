import IslandCore
import IslandJSON

/// Decides what `island send` sends for the lines of its input. NDJSON lines go as they are
/// (the dashboard judges them, invalid ones included). A pretty-printed JSON document, such as
/// an `xcrun simctl push` `.apns` file, goes compacted onto one line. Blank lines are skipped.
///
/// The decision streams, so `producer | island send` sends each line when it arrives: a line
/// that is JSON by itself, or does not begin with `{` or `[`, goes as it is; one that begins
/// an object or array but does not close it starts a document, collected until its brackets
/// close. A document that does not parse then, or never closes (input ends, or it outgrows
/// `documentLimit`), was not one: its lines go as they are, for the dashboard to explain.
/// For a file that is one JSON value this sends what "parse the whole file" would; it also
/// accepts several pretty-printed documents one after another.
///
/// Each line comes with its number in the input, and each line to send goes with the number
/// of its first line, so the sender can name it in every answer.
package struct PayloadFramer: Sendable {
    /// A line to send and the input line it starts on.
    package struct Line: Hashable, Sendable {
        package var bytes: [UInt8]
        package var number: Int
    }

    package static let documentLimit = 1 << 20

    private var document: [Line] = []
    private var documentBytes = 0
    /// Where the collected document's brackets stand, so it is parsed only when it can be
    /// complete (parsing on every line would be quadratic).
    private var scanner = JSONBracketScanner()

    package init() {}

    /// Input line `number`, without its `\n`: the lines to send now.
    package mutating func feed(_ line: [UInt8], number: Int) -> [Line] {
        if document.isEmpty {
            if Self.isBlank(line) { return [] }
            // Only an object or array can span lines; anything else goes as it is.
            let first = line.first { $0 != 0x20 && $0 != 0x09 }
            if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") { return [Line(bytes: line, number: number)] }
            // A line whose brackets close by themselves goes as it is, JSON or not: parsed, it
            // is either a document or, collected, a document that never will be. (A line that
            // is JSON always closes its brackets.) So a line is scanned here, never parsed.
            scanner.scan(line)
            if scanner.isClosed {
                scanner = JSONBracketScanner()
                return [Line(bytes: line, number: number)]
            }
            document.append(Line(bytes: line, number: number))
            documentBytes += line.count + 1
            if documentBytes > Self.documentLimit { return flush() }
            return []
        }
        document.append(Line(bytes: line, number: number))
        documentBytes += line.count + 1
        scanner.scan(line)
        if scanner.isClosed {
            // Its brackets are closed: it is a document now, or it never will be.
            guard let value = try? JSONDocument(parsing: Array(document.map(\.bytes).joined(separator: [0x0A]))) else { return flush() }
            let start = document[0].number
            clear()
            return [Line(bytes: Array(JSONWriter.string(value.root).utf8), number: start)]
        }
        if documentBytes > Self.documentLimit { return flush() }
        return []
    }

    /// End of input: an unfinished document's lines, as they are.
    package mutating func finish() -> [Line] {
        flush()
    }

    private mutating func flush() -> [Line] {
        defer { clear() }
        return document.filter { !Self.isBlank($0.bytes) }
    }

    private mutating func clear() {
        document = []
        documentBytes = 0
        scanner = JSONBracketScanner()
    }

    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}
