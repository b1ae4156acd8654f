import IslandText
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
        var copy = string
        copy.withUTF8 { appendEscaped($0, into: &bytes) }
        out += String(decoding: bytes, as: UTF8.self)
        out += "\""
    }

    // MARK: Bytes

    /// `string(value)`'s UTF-8, appended to `out`: what goes onto a socket or into a file is
    /// written as bytes, without a `String` to grow on the way.
    package static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let bool): append(bool ? "true" : "false", to: &out)
        case .number(let number):
            if number.double.isFinite { out.append(contentsOf: number.literal.utf8) } else { append("null", to: &out) }
        case .string(let string): writeString(string, into: &out)
        case .array(let array):
            out.append(UInt8(ascii: "["))
            for (offset, element) in array.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for position in 0..<object.count {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                writeString(object.keys[position], into: &out)
                out.append(UInt8(ascii: ":"))
                write(object.value(at: position), into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `string(node)`'s UTF-8, appended to `out`, read off the parse: a number, a literal and a
    /// plain string (printable ASCII without escapes, which `writeString` copies as it is) are
    /// their input bytes; any other string is written by `writeString`.
    package static func write(_ node: JSONNode, into out: inout [UInt8]) {
        switch node.kind {
        case .null, .bool, .number:
            append(node.document.bytes, node.byteRange, to: &out)
        case .string:
            if node.isPlainString {
                append(node.document.bytes, node.byteRange, to: &out)
            } else {
                writeString(node.string ?? "", into: &out)
            }
        case .array:
            out.append(UInt8(ascii: "["))
            for (offset, element) in node.elements.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object:
            out.append(UInt8(ascii: "{"))
            for (offset, member) in node.members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                write(member.key.node, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ bytes: [UInt8], _ range: Range<Int>, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `writeString(string, into:)`'s UTF-8, appended to `out`.
    package static func writeString(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // (`withUTF8` reads a native string in place and a small one from the stack; most
        // strings written here are small: keys, codes, ids.)
        var copy = string
        copy.withUTF8 { appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Text already made as UTF-8 bytes (from `String`s, so valid UTF-8), written as
    /// `writeString` writes the same text.
    package static func writeString(utf8 bytes: [UInt8], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        bytes.withUnsafeBufferPointer { appendEscaped($0, into: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Part of a `String`'s UTF-8 (cut at ASCII bytes, so valid UTF-8), written as
    /// `writeString` writes the same text.
    package static func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(bytes, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// A piece of a string's UTF-8 (cut at ASCII bytes, so valid UTF-8), escaped as
    /// `writeString` escapes it, without the quotes: a text written piece by piece (a sentence
    /// and its arguments) between two quotes reads as the whole text written at once, the
    /// escapes being of single characters.
    package static func appendEscaped(utf8 piece: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        appendEscaped(piece, into: &out)
    }

    /// A literal's bytes (keys and punctuation the writers spell out).
    package static func append(_ literal: StaticString, to out: inout [UInt8]) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The one escaping of string contents (without the quotes): runs of bytes that need no
    /// escape are copied whole; a quote, a backslash, a control, U+2028 or U+2029 is escaped.
    /// `utf8` is a `String`'s, so it is valid UTF-8.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            // Plain runs eight bytes at a time (the parser's test of what is plain).
            index = JSONStringBytes.plainRunEnd(utf8, from: index, to: count)
            guard index < count else { break }
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
                index += 1
                continue
            }
            var length = 1
            var value = UInt32(byte)
            if byte >= 0x80 {
                // A lead byte: 110xxxxx, 1110xxxx or 11110xxx, then continuation bytes.
                length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                value = UInt32(byte) & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F)
                for next in 1..<length { value = value << 6 | UInt32(utf8[index + next] & 0x3F) }
            }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if byte >= 0x80, !needsEscape(scalar) {
                index += length
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch scalar {
            case "\"": out += [0x5C, 0x22]
            case "\\": out += [0x5C, 0x5C]
            case "\n": out += [0x5C, UInt8(ascii: "n")]
            case "\r": out += [0x5C, UInt8(ascii: "r")]
            case "\t": out += [0x5C, UInt8(ascii: "t")]
            default:
                // Every other scalar that gets here needs an escape: a control (bidi included),
                // U+2028 or U+2029.
                var escape = String.UnicodeScalarView()
                UntrustedText.appendJSONEscape(scalar, to: &escape)
                out += String(escape).utf8
            }
            index += length
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }
}
