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

    /// Every character of `ControlCharacters` is escaped (`\n`, `\r`, `\t`, else `\uXXXX`),
    /// bidi controls included, so a line of output is safe on a terminal as well as valid
    /// JSON. U+2028 and U+2029 are escaped too: JavaScript once read them as line ends.
    private static func writeString(_ string: String, into out: inout String) {
        out += "\""
        // Printable ASCII without quote or backslash (most keys and values) goes as it is.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += string
            out += "\""
            return
        }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": scalars.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": scalars.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": scalars.append(contentsOf: "\\n".unicodeScalars)
            case "\r": scalars.append(contentsOf: "\\r".unicodeScalars)
            case "\t": scalars.append(contentsOf: "\\t".unicodeScalars)
            case "\u{2028}", "\u{2029}": UntrustedText.appendJSONEscape(scalar, to: &scalars)
            case _ where ControlCharacters.isControl(scalar): UntrustedText.appendJSONEscape(scalar, to: &scalars)
            default: scalars.append(scalar)
            }
        }
        out.unicodeScalars.append(contentsOf: scalars)
        out += "\""
    }
}
