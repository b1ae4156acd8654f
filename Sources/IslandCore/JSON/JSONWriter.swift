/// Serialises a `JSONValue` as compact JSON on one line, keys in their stored order.
/// Output lines (intents, replies, `island simulate`) are NDJSON, so newlines never appear raw.
/// The output is always JSON: a number JSON cannot hold (an infinite or NaN `Double` made in
/// code; no parsed number is one) is written as `null`, as no encoder could send it.
package enum JSONWriter {
    package static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    /// A parsed value written as `string(node.value)` writes it, without building the tree.
    package static func string(_ node: JSONNode) -> String {
        var out = ""
        out.reserveCapacity(node.byteRange.count)
        write(node, into: &out)
        return out
    }

    /// An object's members written as the members of an object: `"key":value`, comma-separated.
    package static func writeMember(_ key: String, _ value: JSONNode, into out: inout String) {
        writeString(key, into: &out)
        out += ":"
        write(value, into: &out)
    }

    package static func writeMember(_ key: String, _ value: JSONValue, into out: inout String) {
        writeString(key, into: &out)
        out += ":"
        write(value, into: &out)
    }

    private static func write(_ node: JSONNode, into out: inout String) {
        switch node.kind {
        case .null: out += "null"
        case .bool: out += node.bool == true ? "true" : "false"
        case .number: out += node.numberLiteral ?? "null"
        case .string: writeString(node.string ?? "", into: &out)
        case .array:
            out += "["
            for (offset, element) in node.elements.enumerated() {
                if offset > 0 { out += "," }
                write(element, into: &out)
            }
            out += "]"
        case .object:
            out += "{"
            for (offset, member) in node.members.enumerated() {
                if offset > 0 { out += "," }
                writeMember(member.key.string, member.value, into: &out)
            }
            out += "}"
        }
    }

    package static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .number(let number): out += number.double.isFinite ? number.literal : "null"
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
    /// What `writeString` writes as an escape: a quote, a backslash, a control (bidi
    /// included), U+2028 and U+2029.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || scalar == "\u{2028}" || scalar == "\u{2029}" || ControlCharacters.isControl(scalar)
    }

    package static func writeString(_ string: String, into out: inout String) {
        out += "\""
        // Printable ASCII without quote or backslash (most keys and values) goes as it is.
        let plain = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }
        if string.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) ?? string.utf8.allSatisfy(plain) {
            out += string
            out += "\""
            return
        }
        // Beyond ASCII but nothing to escape ("remainingTime → 290", "Kurpfalzbrücke"): as it
        // is, which is what escaping it scalar by scalar would write.
        if !string.unicodeScalars.contains(where: needsEscape) {
            out += string
            out += "\""
            return
        }
        // Written as UTF-8 bytes and made a string once: appending scalar by scalar is slow.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": bytes += [0x5C, 0x22]
            case "\\": bytes += [0x5C, 0x5C]
            case "\n": bytes += [0x5C, UInt8(ascii: "n")]
            case "\r": bytes += [0x5C, UInt8(ascii: "r")]
            case "\t": bytes += [0x5C, UInt8(ascii: "t")]
            case _ where scalar == "\u{2028}" || scalar == "\u{2029}" || ControlCharacters.isControl(scalar):
                var escape = String.UnicodeScalarView()
                UntrustedText.appendJSONEscape(scalar, to: &escape)
                bytes += String(escape).utf8
            default:
                if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else {
                    bytes += UTF8.encode(scalar)!
                }
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        out += "\""
    }
}
