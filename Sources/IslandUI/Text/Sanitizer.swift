import IslandCore
import IslandText

/// Makes untrusted text safe for the grid. Every string is passed through here where it
/// enters the grid, and what it touches is the core's one set, `ControlCharacters`: whole
/// ESC / CSI / OSC / DCS / APC / PM / SOS sequences (7- and 8-bit) are removed, line breaks and
/// tabs become spaces, other C0/C1 controls and DEL become `�`, and bidi overrides and
/// isolates are dropped so text cannot reorder what follows it. (Text printed or written
/// elsewhere is escaped instead, with `UntrustedText`.)
package enum Sanitizer {
    package static let replacement: Character = "\u{FFFD}"

    package static func sanitize(_ text: String) -> String {
        if isClean(text) { return text }
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            let v = scalar.value
            switch v {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                out.append(" ")
            case _ where !ControlCharacters.isControl(scalar):
                out.append(scalar)
            case _ where ControlCharacters.isBidi(scalar):
                break
            default:
                out.append(contentsOf: String(replacement).unicodeScalars)
            }
        }
        return String(out)
    }

    /// True when `sanitize` would return the text unchanged (the fast path for clean text).
    package static func isClean(_ text: String) -> Bool {
        !ControlCharacters.contains(text)
    }

    /// After ESC: a CSI (`[`), a string (`]`, `P`, `X`, `^`, `_`) or a two/three-byte sequence.
    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipString(&scalars)
        default:
            // nF sequences: intermediates 0x20–0x2F, then one final byte.
            while let c = scalars.first, (0x20...0x2F).contains(c.value) { scalars.removeFirst() }
            if let c = scalars.first, (0x30...0x7E).contains(c.value) { scalars.removeFirst() }
        }
    }

    /// Parameters and intermediates up to the final byte 0x40–0x7E.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let c = scalars.popFirst() {
            if (0x40...0x7E).contains(c.value) { return }
            if !(0x20...0x3F).contains(c.value) { return }
        }
    }

    /// Up to BEL, ST (ESC \) or 8-bit ST (0x9C).
    private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let c = scalars.popFirst() {
            if c.value == 0x07 || c.value == 0x9C { return }
            if c.value == 0x1B {
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            }
        }
    }
}
