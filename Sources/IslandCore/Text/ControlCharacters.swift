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
        // Printable ASCII (most text) is settled on its bytes, without decoding scalars.
        let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(printable) }) ?? text.utf8.allSatisfy(printable) { return false }
        return text.unicodeScalars.contains(where: isControl)
    }
}
