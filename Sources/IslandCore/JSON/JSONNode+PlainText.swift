extension JSONNode {
    /// Whether this is a string of printable ASCII written without escapes: its bytes are its
    /// text, and it holds no control character (JSON forbids raw ones; DEL is flagged).
    package var isPlainString: Bool {
        let entry = entry
        return entry.kind == .string && Self.isPlain(entry)
    }

    /// Whether every string inside (keys included) is a plain one: one pass over the tape,
    /// so text checks can skip a value that has nothing to look at.
    package var holdsOnlyPlainStrings: Bool {
        let tape = document.tape
        var cursor = index
        let end = Int(tape[index].next)
        while cursor < end {
            let entry = tape[cursor]
            if entry.kind == .string, !Self.isPlain(entry) { return false }
            cursor += 1
        }
        return true
    }

    static func isPlain(_ entry: JSONTapeEntry) -> Bool {
        entry.flags & (JSONTapeEntry.stringEscaped | JSONTapeEntry.stringNonASCII | JSONTapeEntry.stringDelete) == 0
    }
}
