/// Splits a lint input into payloads. A file holds NDJSON (one payload per line) or JSON
/// documents that span lines (pretty-printed, one or several after each other, as `jq` prints
/// them). A payload is a run of whole lines: it starts at a non-blank line and ends on the line
/// where its brackets close. A line that starts with `{` in its first column while a payload is
/// still open begins a new payload, so one broken NDJSON line does not swallow the next ones.
///
/// A payload that spans lines is re-serialised compactly, as a backend sends it, so APNs's
/// 4096-byte limit measures the payload and not its indentation. A payload over 64 KiB is
/// `tooLong`, as a line source reports it.
package enum DocumentSplitter {
    package static func documents(in input: LintInput) -> [LintDocument] {
        let lines = splitLines(input.bytes)
        var documents: [LintDocument] = []
        var index = 0
        while index < lines.count {
            if isBlank(lines[index]) {
                index += 1
                continue
            }
            let start = index
            var scanner = JSONBracketScanner()
            scanner.scan(lines[index])
            while !scanner.isClosed, index + 1 < lines.count, lines[index + 1].first != UInt8(ascii: "{") {
                index += 1
                scanner.scan(lines[index])
            }
            let span = lines[start...index]
            documents.append(LintDocument(file: input.name, line: start + 1, lineCount: span.count, body: body(of: span)))
            index += 1
        }
        return documents
    }

    static func body(of span: ArraySlice<[UInt8]>) -> IncomingLine.Body {
        if span.count == 1 {
            let line = span.first!
            return line.count > IncomingLine.maximumLength ? .tooLong(byteCount: line.count) : .bytes(line)
        }
        let joined = Array(span.joined(separator: [UInt8(ascii: "\n")]))
        if joined.count > IncomingLine.maximumLength { return .tooLong(byteCount: joined.count) }
        guard let value = try? JSONParser.parse(joined) else { return .bytes(joined) }
        return .bytes(Array(JSONWriter.string(value).utf8))
    }

    static func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
        // A byte-order mark belongs to the file, not to its first payload.
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    }

    static func isBlank(_ line: [UInt8]) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
