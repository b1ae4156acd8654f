extension JSONNode {
    /// The bytes this value takes written compactly, exactly `JSONWriter.string(value).utf8.count`,
    /// counted from the tape without writing the document: the APNs 4096-byte and ActivityKit
    /// 4 KB limits are judged from it. Structure, numbers, literals and plain strings (printable
    /// ASCII without escapes, which the writer copies as they are) count their input bytes; a
    /// string with escapes or other characters asks the writer for its spelling, so the writer
    /// stays the one place that decides how a character is written.
    package var compactSize: Int {
        document.bytes.withUnsafeBufferPointer { bytes in
            Self.compactSize(at: index, in: document, bytes: bytes)
        }
    }

    private static func compactSize(at index: Int, in document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let tape = document.tape
        var total = 0
        var cursor = index
        let end = Int(tape[index].next)
        // One walk over the subtree's tokens: a container adds its brackets and separators,
        // keys and scalars their own bytes.
        while cursor < end {
            let entry = tape[cursor]
            switch entry.kind {
            case .null: total += 4
            case .bool: total += entry.has(JSONTapeEntry.boolTrue) ? 4 : 5
            case .number: total += Int(entry.end - entry.start)
            case .string: total += stringSize(entry, bytes)
            case .array:
                let count = JSONNode(document: document, index: cursor).count
                total += 2 + max(0, count - 1)
            case .object:
                if entry.has(JSONTapeEntry.objectMaybeDuplicates) {
                    total += distinctObjectSize(at: cursor, in: document, bytes: bytes)
                    cursor = Int(entry.next)
                    continue
                }
                let count = JSONNode(document: document, index: cursor).count
                total += 2 + max(0, count - 1) + count  // braces, commas, colons
            }
            cursor += 1
        }
        return total
    }

    /// An object whose keys may repeat: only the distinct members count.
    private static func distinctObjectSize(at index: Int, in document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let members = JSONNode(document: document, index: index).distinctMembers()
        var total = 2 + max(0, members.count - 1) + members.count
        for member in members {
            total += stringSize(document.tape[member.key], bytes)
            total += compactSize(at: member.value, in: document, bytes: bytes)
        }
        return total
    }

    private static func stringSize(_ entry: JSONTapeEntry, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let plain = entry.flags & (JSONTapeEntry.stringEscaped | JSONTapeEntry.stringNonASCII | JSONTapeEntry.stringDelete) == 0
        if plain { return Int(entry.end - entry.start) }
        let text = JSONStringBytes.string(bytes, JSONDocumentParser.content(of: entry), escaped: entry.has(JSONTapeEntry.stringEscaped))
        return JSONWriter.string(.string(text)).utf8.count
    }
}
