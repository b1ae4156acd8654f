extension JSONNode {
    /// The bytes this value takes written compactly, exactly `JSONWriter.string(value).utf8.count`,
    /// counted from the tape without writing the document. Structure, numbers, literals and
    /// plain strings (printable ASCII without escapes, which the writer copies as they are)
    /// count their input bytes; a string with escapes or other characters asks the writer for
    /// its spelling, so the writer stays the one place that decides how a character is written.
    /// (What APNs and ActivityKit count is `JSONSize.compact`, with JSON's minimal escaping.)
    package var compactSize: Int {
        size { entry, bytes in
            let plain = entry.flags & (JSONTapeEntry.stringEscaped | JSONTapeEntry.stringNonASCII | JSONTapeEntry.stringDelete) == 0
            if plain { return Int(entry.end - entry.start) }
            return JSONWriter.string(.string(Self.text(of: entry, bytes))).utf8.count
        }
    }

    /// The value's compact size, each string (key or value) counted by `stringSize`.
    package func size(stringSize: (JSONTapeEntry, UnsafeBufferPointer<UInt8>) -> Int) -> Int {
        document.bytes.withUnsafeBufferPointer { bytes in
            Self.size(at: index, in: document, bytes: bytes, stringSize: stringSize)
        }
    }

    /// The decoded text of a string entry.
    package static func text(of entry: JSONTapeEntry, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        JSONStringBytes.string(bytes, JSONDocumentParser.content(of: entry), escaped: entry.has(JSONTapeEntry.stringEscaped))
    }

    private static func size(at index: Int, in document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>,
                             stringSize: (JSONTapeEntry, UnsafeBufferPointer<UInt8>) -> Int) -> Int {
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
                    // Only the distinct members count.
                    let members = JSONNode(document: document, index: cursor).distinctMembers()
                    total += 2 + max(0, members.count - 1) + members.count
                    for member in members {
                        total += stringSize(tape[member.key], bytes)
                        total += size(at: member.value, in: document, bytes: bytes, stringSize: stringSize)
                    }
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
}
