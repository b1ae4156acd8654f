/// The bytes between a JSON string's quotes, read in place: UTF-8 validation while parsing,
/// and the string's scalars (escapes decoded) without building a `String` first. The parser
/// has already checked the escapes, so reading them here cannot fail.
package enum JSONStringBytes {
    /// Whether `bytes[range]` is well-formed UTF-8 exactly as `String(validating:)` judges it
    /// (no overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence).
    package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard end - index >= length else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// The first index from `index` on (before `end`) whose byte is not plain string text —
    /// a quote, a backslash, a control character, DEL or a byte of a multi-byte character —
    /// or, when there is none before, where fewer than 8 bytes are left. Eight bytes at a time: the byte-by-byte loops of
    /// the parser and the bracket scanner skip a string's plain run with it, then go on as
    /// before, so what they find (and where) does not change.
    @inline(__always)
    package static func plainRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = index
        while end - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            // A byte below 0x20 (or at/above 0x80: its high bit), or equal to '"', '\\' or DEL.
            let below = (word &- ones &* 0x20) & ~word & highs
            func has(_ byte: UInt8) -> UInt64 {
                let masked = word ^ (ones &* UInt64(byte))
                return (masked &- ones) & ~masked & highs
            }
            // Each test flags the first byte it matches exactly (a false flag can only follow
            // a true one), so the lowest flag is the first byte that is not plain.
            let flags = below | (word & highs) | has(0x22) | has(0x5C) | has(0x7F)
            if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }

    /// Calls `body` with every scalar of the string whose content (quotes excluded) is
    /// `bytes[range]`, escapes decoded. The content must have passed the parser.
    package static func forEachScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaped: Bool,
                              _ body: (Unicode.Scalar) -> Void) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), escaped {
                let (scalar, length) = escape(bytes, at: index)
                body(scalar)
                index += length
            } else if byte < 0x80 {
                body(Unicode.Scalar(byte))
                index += 1
            } else {
                let (scalar, length) = decodeUTF8(bytes, at: index)
                body(scalar)
                index += length
            }
        }
    }

    /// The scalar of a checked escape at `index` (a backslash) and the bytes it spans.
    package static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        switch bytes[index + 1] {
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            let high = hex4(bytes, at: index + 2)
            if (0xD800...0xDBFF).contains(high) {
                let low = hex4(bytes, at: index + 8)
                return (Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!, 12)
            }
            return (Unicode.Scalar(high)!, 6)
        case let other: return (Unicode.Scalar(other), 2)  // \" \\ \/
        }
    }

    /// Four checked hex digits at `index`.
    package static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: digit = byte - UInt8(ascii: "A") + 10
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The scalar of a validated multi-byte UTF-8 sequence at `index` and its length.
    package static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
        if lead < 0xE0 { return (Unicode.Scalar((lead & 0x1F) << 6 | continuation(1))!, 2) }
        if lead < 0xF0 { return (Unicode.Scalar((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2))!, 3) }
        return (Unicode.Scalar((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3))!, 4)
    }

    /// The decoded text of the string whose content is `bytes[range]`.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaped: Bool) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[range])
        guard escaped else { return String(decoding: content, as: UTF8.self) }
        // Decoded text is never longer than its escaped spelling (`\u00e9` is 6 bytes for 2).
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            var written = 0
            forEachScalar(bytes, range, escaped: true) { scalar in
                for unit in UTF8.encode(scalar)! {
                    buffer[written] = unit
                    written += 1
                }
            }
            return written
        }
    }

    /// Whether the string whose content is `bytes[range]` holds exactly the bytes of `other`.
    package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escaped: Bool,
                       _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        if !escaped {
            guard range.count == other.count else { return false }
            var index = range.lowerBound
            for byte in other {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        }
        var position = 0
        var same = true
        forEachScalar(bytes, range, escaped: true) { scalar in
            guard same else { return }
            for unit in UTF8.encode(scalar)! {
                if position >= other.count || other[position] != unit { same = false; return }
                position += 1
            }
        }
        return same && position == other.count
    }
}
