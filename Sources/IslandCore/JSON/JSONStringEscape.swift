/// How `JSONWriter` spells one Unicode scalar inside a JSON string — the one rule, so the
/// writer and `JSONNode.compactSize` (which counts the same bytes without writing them) agree.
/// Output lines are NDJSON: line breaks, C0, DEL, C1 and the JavaScript line separators are
/// escaped; everything else is written as UTF-8.
package enum JSONStringEscape: Sendable, Equatable {
    /// The scalar's own UTF-8 bytes.
    case raw
    /// A two-byte escape such as `\n` or `\"`: the backslash and this character.
    case short(Unicode.Scalar)
    /// `\uXXXX` (the scalar is below U+10000 whenever this is chosen).
    case unicode

    package static func of(_ scalar: Unicode.Scalar) -> JSONStringEscape {
        switch scalar.value {
        case 0x22: return .short("\"")
        case 0x5C: return .short("\\")
        case 0x0A: return .short("n")
        case 0x0D: return .short("r")
        case 0x09: return .short("t")
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x2028, 0x2029: return .unicode
        default: return .raw
        }
    }

    /// Bytes the scalar takes in the writer's output.
    package static func length(of scalar: Unicode.Scalar) -> Int {
        switch of(scalar) {
        case .raw: return UTF8.width(scalar)
        case .short: return 2
        case .unicode: return 6
        }
    }
}
