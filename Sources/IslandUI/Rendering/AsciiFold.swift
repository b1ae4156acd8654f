import Foundation

/// Folds text to printable ASCII for terminals without UTF-8: German letters are spelled out
/// (ä → ae), typographic punctuation becomes its plain form, accents are dropped, and anything
/// else becomes `?` — two of them for a wide character, so layouts keep their widths.
package enum AsciiFold {
    static let table: [Character: String] = [
        "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss",
        "„": "\"", "“": "\"", "”": "\"", "‚": "'", "‘": "'", "’": "'", "«": "\"", "»": "\"",
        "–": "-", "—": "-", "…": "...", "·": "|", "•": "*", "→": "->", "←": "<-", "×": "x",
        "─": "-", "│": "|", "╭": "+", "╮": "+", "╰": "+", "╯": "+", "█": "#", "░": "-",
        "✓": "v", "✗": "x", "↑": "^", "↓": "v", "▏": "|", "°": "o", "€": "EUR", "\u{00A0}": " ", "\u{FFFD}": "?",
    ]

    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = ""
        for character in text {
            if character.isASCII {
                out.append(character)
            } else if let replacement = table[character] {
                out += replacement
            } else {
                out += stripped(character) ?? String(repeating: "?", count: max(1, TextWidth.width(of: character)))
            }
        }
        return out
    }

    /// The ASCII letters left when the accents are taken off ("é" → "e"), or nil.
    static func stripped(_ character: Character) -> String? {
        let scalars = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
        let ascii = scalars.filter { $0.isASCII }
        guard let first = ascii.first, ascii.count == 1, first.properties.isAlphabetic else { return nil }
        return String(first)
    }
}
