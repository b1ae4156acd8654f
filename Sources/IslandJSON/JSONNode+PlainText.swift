extension JSONNode {
    /// Whether this is a string of printable ASCII written without escapes: its bytes are its
    /// text, and it holds no control character (JSON forbids raw ones; DEL is flagged).
    package var isPlainString: Bool {
        let entry = entry
        return entry.kind == .string && Self.isPlain(entry)
    }

    /// Whether a string inside this value (keys included) has a scalar outside printable ASCII
    /// that satisfies `predicate`, read in place. Plain strings have none, so only the others
    /// are decoded: a check that finds nothing costs one pass over the tape.
    package func containsScalar(outsidePrintableASCII predicate: (Unicode.Scalar) -> Bool) -> Bool {
        let tape = document.tape
        return document.bytes.withUnsafeBufferPointer { bytes in
            let end = Int(tape[index].next)
            for cursor in index..<end {
                let entry = tape[cursor]
                guard entry.kind == .string, !Self.isPlain(entry) else { continue }
                var found = false
                JSONStringBytes.forEachScalar(bytes, JSONDocumentParser.content(of: entry), escaped: entry.has(JSONTapeEntry.stringEscaped)) { scalar in
                    if !found, scalar.value < 0x20 || scalar.value >= 0x7F, predicate(scalar) { found = true }
                }
                if found { return true }
            }
            return false
        }
    }

    package static func isPlain(_ entry: JSONTapeEntry) -> Bool {
        entry.flags & (JSONTapeEntry.stringEscaped | JSONTapeEntry.stringNonASCII | JSONTapeEntry.stringDelete) == 0
    }
}
