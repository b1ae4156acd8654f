/// Breaks text into lines of at most `width` cells at spaces, and after the commas and
/// semicolons of a list written without spaces — never inside a word: a code
/// (`REJECTED_KEY_NOT_FOUND`), a path or a token split across rows reads wrong and copies
/// broken. A word wider than a whole line starts a line of its own and is broken between
/// grapheme clusters, or, with `cutLongWords` (the events pane, whose opened entry shows it
/// whole), cut there with `ellipsis`.
enum TextWrap {
    static func lines(_ text: String, width: Int, cutLongWords: Bool = false, ellipsis: String = "…") -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        func finishLine() {
            lines.append(current)
            current = ""
            currentWidth = 0
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            // A piece is what may start a line: the word, or its parts after `,` and `;`.
            var pieces = pieces(of: String(word))
            var separator = currentWidth > 0 ? " " : ""
            while !pieces.isEmpty {
                let piece = pieces.removeFirst()
                let w = TextWidth.width(of: piece)
                if currentWidth + separator.count + w <= width {
                    current += separator + piece
                    currentWidth += separator.count + w
                    separator = ""
                    continue
                }
                if currentWidth > 0 { finishLine() }
                separator = ""
                if w <= width {
                    current = piece
                    currentWidth = w
                } else if cutLongWords {
                    current = TextWidth.truncate(piece, toWidth: width, ellipsis: ellipsis)
                    currentWidth = TextWidth.width(of: current)
                    finishLine()
                } else {
                    for grapheme in piece {
                        let gw = TextWidth.width(of: grapheme)
                        if currentWidth + gw > width, currentWidth > 0 { finishLine() }
                        current.append(grapheme)
                        currentWidth += gw
                    }
                }
            }
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `status,delay,platform` as `status,` `delay,` `platform`; any other word whole.
    static func pieces(of word: String) -> [String] {
        // Most words have neither: one piece, without a walk over their characters.
        if !word.isEmpty, !word.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }) { return [word] }
        var pieces: [String] = []
        var piece = ""
        for character in word {
            piece.append(character)
            if character == "," || character == ";" {
                pieces.append(piece)
                piece = ""
            }
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
