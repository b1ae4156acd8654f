extension JSONNode {
    /// The value as a `JSONValue` tree: for storage, and for code that still takes one.
    /// Objects are built through `JSONObject`, so repeated keys resolve exactly as there.
    package var value: JSONValue {
        document.bytes.withUnsafeBufferPointer { bytes in
            Self.value(at: index, in: document.tape, bytes: bytes)
        }
    }

    private static func value(at index: Int, in tape: UnsafeBufferPointer<JSONTapeEntry>, bytes: UnsafeBufferPointer<UInt8>) -> JSONValue {
        let entry = tape[index]
        switch entry.kind {
        case .null: return .null
        case .bool: return .bool(entry.has(JSONTapeEntry.boolTrue))
        case .number:
            let range = Int(entry.start) ..< Int(entry.end)
            let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            return .number(JSONNumber(literal: literal, double: JSONNumberBytes.double(bytes, range)))
        case .string:
            return .string(string(entry, bytes))
        case .array:
            var array: [JSONValue] = []
            array.reserveCapacity(Int(entry.storedCount))
            var cursor = index + 1
            while cursor < Int(entry.next) {
                array.append(value(at: cursor, in: tape, bytes: bytes))
                cursor = Int(tape[cursor].next)
            }
            return .array(array)
        case .object:
            var object = JSONObject()
            var cursor = index + 1
            while cursor < Int(entry.next) {
                object[string(tape[cursor], bytes)] = value(at: cursor + 1, in: tape, bytes: bytes)
                cursor = Int(tape[cursor + 1].next)
            }
            return .object(object)
        }
    }

    private static func string(_ entry: JSONTapeEntry, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        JSONStringBytes.string(bytes, JSONDocumentParser.content(of: entry), escaped: entry.has(JSONTapeEntry.stringEscaped))
    }
}
