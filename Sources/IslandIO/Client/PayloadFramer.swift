import IslandCore

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
package struct PayloadFramer: Sendable {
    package static let documentLimit = 1 << 20

    private var document: [[UInt8]] = []
    private var documentBytes = 0
    /// Where the collected document's brackets stand, so it is parsed only when it can be
    /// complete (parsing on every line would be quadratic).
    private var scanner = JSONBracketScanner()

    package init() {}

    /// One input line, without its `\n`: the lines to send now.
    package mutating func feed(_ line: [UInt8]) -> [[UInt8]] {
        if document.isEmpty {
            if Self.isBlank(line) { return [] }
            // Only an object or array can span lines; anything else goes as it is.
            let first = line.first { $0 != 0x20 && $0 != 0x09 }
            if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") { return [line] }
            if (try? JSONParser.parse(line)) != nil { return [line] }
        }
        document.append(line)
        documentBytes += line.count + 1
        scanner.scan(line)
        if scanner.isClosed {
            // Its brackets are closed: it is a document now, or it never will be.
            guard let value = try? JSONParser.parse(Array(document.joined(separator: [0x0A]))) else { return flush() }
            clear()
            return [Array(JSONWriter.string(value).utf8)]
        }
        if documentBytes > Self.documentLimit { return flush() }
        return []
    }

    /// End of input: an unfinished document's lines, as they are.
    package mutating func finish() -> [[UInt8]] {
        flush()
    }

    private mutating func flush() -> [[UInt8]] {
        defer { clear() }
        return document.filter { !Self.isBlank($0) }
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
