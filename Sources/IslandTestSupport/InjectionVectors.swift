/// The classic ways text smuggles control into a terminal or a log: escape sequences (7- and
/// 8-bit), strings that set the window title or the clipboard, line tricks that forge or
/// overwrite lines, and bidi controls that reorder what follows. Tests feed each through an
/// output and check the raw bytes with `RawControls`.
package enum InjectionVectors {
    package static let all: [(name: String, text: String)] = [
        ("ESC", "a\u{1B}b"),
        ("CSI clear screen", "\u{1B}[2J\u{1B}[H"),
        ("CSI colour", "\u{1B}[31mred\u{1B}[0m"),
        ("CSI cursor up and erase line", "\u{1B}[1A\u{1B}[2K"),
        ("DECSET alternate screen and mouse", "\u{1B}[?1049h\u{1B}[?1000h"),
        ("CSI device status report", "\u{1B}[6n"),
        ("CSI window title report", "\u{1B}[21t"),
        ("ESC c full reset", "\u{1B}c"),
        ("OSC 0 title, BEL", "\u{1B}]0;pwned\u{07}"),
        ("OSC 2 title, ST", "\u{1B}]2;pwned\u{1B}\\"),
        ("OSC 52 clipboard", "\u{1B}]52;c;cm0gLXJmIH4K\u{07}"),
        ("OSC 8 hyperlink", "\u{1B}]8;;http://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
        ("DCS request status", "\u{1B}P$q\"p\u{1B}\\"),
        ("DCS tmux passthrough", "\u{1B}Ptmux;\u{1B}\u{1B}]0;x\u{07}\u{1B}\\"),
        ("APC", "\u{1B}_payload\u{1B}\\"),
        ("PM and SOS", "\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\"),
        ("C1 CSI", "\u{9B}2J"),
        ("C1 OSC title", "\u{9D}0;pwned\u{9C}"),
        ("C1 DCS", "\u{90}q\u{9C}"),
        ("C1 NEL", "one\u{85}two"),
        ("CR overwrite", "harmless\rEVIL"),
        ("LF forged line", "x\n1 payload: 1 applied, 0 ignored, 0 rejected"),
        ("CRLF", "x\r\ny"),
        ("BEL", "ding\u{07}"),
        ("backspace", "abc\u{08}\u{08}\u{08}xyz"),
        ("tab", "a\tb"),
        ("vertical tab and form feed", "a\u{0B}b\u{0C}c"),
        ("NUL", "a\u{00}b"),
        ("DEL", "a\u{7F}b"),
        ("SUB and CAN", "a\u{1A}b\u{18}c"),
        ("RLO", "abc\u{202E}fdp.exe"),
        ("LRO, LRE, RLE, PDF", "\u{202D}a\u{202A}b\u{202B}c\u{202C}"),
        ("isolates LRI RLI FSI PDI", "\u{2066}a\u{2067}b\u{2068}c\u{2069}"),
        ("marks LRM RLM ALM", "a\u{200E}b\u{200F}c\u{061C}"),
    ]

    /// Every vector in one string.
    package static var combined: String { all.map(\.text).joined() }
}

/// Finds what must never appear raw in island's output: C0 controls (but the line feed, and
/// tab where allowed), DEL, C1 controls (a raw byte 0x80–0x9F, or U+0080–U+009F in UTF-8), and
/// the bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
package enum RawControls {
    /// Descriptions of each offending byte or character, with its offset; empty when clean.
    package static func find(in bytes: [UInt8], allowTab: Bool = false) -> [String] {
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x0A && !(allowTab && byte == 0x09)) || byte == 0x7F {
                    found.append("byte 0x\(String(byte, radix: 16)) at \(index)")
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard length > 1, index + length <= bytes.count,
                  let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)?.unicodeScalars.first else {
                found.append("raw byte 0x\(String(byte, radix: 16)) at \(index) (not UTF-8: a C1 control to an 8-bit terminal)")
                index += 1
                continue
            }
            switch scalar.value {
            case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at \(index)")
            default:
                break
            }
            index += length
        }
        return found
    }

    package static func find(in text: String, allowTab: Bool = false) -> [String] {
        find(in: Array(text.utf8), allowTab: allowTab)
    }
}
