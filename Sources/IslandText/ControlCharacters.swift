/// The one set of characters island never lets through raw — not to the terminal, not into a
/// file, a reply or any command's output: C0 controls (with ESC, tab and line breaks), DEL, C1
/// controls, and the bidi overrides, embeddings, isolates and marks (which reorder what
/// follows them on screen). `UntrustedText` escapes them for every text island prints or
/// writes; the screen's `Sanitizer` removes or replaces them; a payload string holding any of
/// them warns (`WARN_CONTROL_CHARACTERS`).
package enum ControlCharacters {
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return false }
        return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || isBidi(scalar)
    }

    /// The bidi formatting characters of the set: LRE, RLE, PDF, LRO, RLO, the isolates LRI,
    /// RLI, FSI, PDI, and the marks LRM, RLM and ALM. Printable otherwise, so the screen drops
    /// them rather than showing a replacement.
    package static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    package static func contains(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(containsEncoded) { return found }
        return text.unicodeScalars.contains(where: isControl)
    }

    /// `contains` on valid UTF-8 (a line that parsed as JSON, say), without making a `String`.
    package static func contains(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsEncoded(bytes)
    }

    /// `contains` on the text's UTF-8 bytes, one pass without decoding scalars: every scalar
    /// of the set has an encoding of its own (C0 and DEL one byte; C1 `C2 80`–`C2 9F`; ALM
    /// `D8 9C`; LRM, RLM and LRE–RLO `E2 80 8E`–`8F`, `E2 80 AA`–`AE`; the isolates
    /// `E2 81 A6`–`A9`), and in valid UTF-8 a lead byte is never a continuation byte.
    private static func containsEncoded(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var i = 0
        while i < count {
            let byte = bytes[i]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return true }
            } else if byte == 0xC2 {
                if i + 1 < count, bytes[i + 1] < 0xA0 { return true }
            } else if byte == 0xD8 {
                if i + 1 < count, bytes[i + 1] == 0x9C { return true }
            } else if byte == 0xE2, i + 2 < count {
                let (second, third) = (bytes[i + 1], bytes[i + 2])
                if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            }
            i += 1
        }
        return false
    }
}
