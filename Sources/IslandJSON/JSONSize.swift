/// How many bytes a value takes written compactly with JSON's minimal escaping — what a
/// backend's encoder sends, and what APNs's 4096 bytes and ActivityKit's 4 KB count. (island's
/// own output escapes more, for terminal safety; that does not change what a payload weighs.)
package enum JSONSize {
    package static func compact(_ value: JSONValue) -> Int {
        switch value {
        case .null: return 4
        case .bool(let flag): return flag ? 4 : 5
        case .number(let number): return number.literal.utf8.count
        case .string(let text): return string(text)
        case .array(let elements): return 2 + max(0, elements.count - 1) + elements.reduce(0) { $0 + compact($1) }
        case .object(let object): return compact(object)
        }
    }

    package static func compact(_ object: JSONObject) -> Int {
        2 + max(0, object.count - 1) + object.entries.reduce(0) { $0 + string($1.key) + 1 + compact($1.value) }
    }

    /// The same count for a parsed value, from its tape: no tree, no text. A string without
    /// escapes is its input bytes (raw, a string holds no quote, backslash or control
    /// character, which are what minimal escaping spells longer); one with escapes is counted
    /// from its decoded text.
    package static func compact(_ node: JSONNode) -> Int {
        // A backend's encoder writes its lines this way: nothing to count.
        if node.document.isCompact { return node.byteRange.count }
        return node.size { entry, bytes in
            entry.has(JSONTapeEntry.stringEscaped) ? string(JSONNode.text(of: entry, bytes)) : Int(entry.end - entry.start)
        }
    }

    static func string(_ text: String) -> Int {
        var count = 2
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: count += 2
            case 0..<0x20: count += 6
            default: count += 1
            }
        }
        return count
    }
}
