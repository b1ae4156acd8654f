/// Serialises a `JSONValue` as compact JSON on one line, keys in their stored order.
/// Output lines (intents, replies, `island simulate`) are NDJSON, so newlines never appear raw.
package enum JSONWriter {
    package static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .number(let number): out += number.literal
        case .string(let string): writeString(string, into: &out)
        case .array(let array):
            out += "["
            for (offset, element) in array.enumerated() {
                if offset > 0 { out += "," }
                write(element, into: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (offset, entry) in object.entries.enumerated() {
                if offset > 0 { out += "," }
                writeString(entry.key, into: &out)
                out += ":"
                write(entry.value, into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
