/// Breaks text into lines of at most `width` cells at spaces, and after the commas and
/// semicolons of a list written without spaces — never inside a word: a code
/// (`REJECTED_KEY_NOT_FOUND`), a path or a token split across rows reads wrong and copies
/// broken. A word wider than a whole line starts a line of its own and is broken between
/// grapheme clusters, or, with `cutLongWords` (the events pane, whose opened entry shows it
/// whole), cut there with `ellipsis`.
enum TextWrap {
    static func lines(_ text: String, width: Int, cutLongWords: Bool = false, ellipsis: String = "…") -> [String] {
        guard width > 0 else { return [] }
        if fitsAsItIs(text, width: width) { return [text] }
        return wrap(text, width: width, cutLongWords: cutLongWords, ellipsis: ellipsis)
    }

    /// `lines` word by word (what `fitsAsItIs` spares most texts).
    static func wrap(_ text: String, width: Int, cutLongWords: Bool, ellipsis: String) -> [String] {
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

    /// Text that is its own one line: no wider than `width` even counted a cell per UTF-8
    /// byte (no cluster is wider than its bytes), with no space to drop at either end or
    /// between words. Most entries of the events pane are; each new one is wrapped once, and
    /// a busy stream brings a screenful every frame.
    static func fitsAsItIs(_ text: String, width: Int) -> Bool {
        let utf8 = text.utf8
        guard utf8.count <= width else { return false }
        guard utf8.first != 0x20, utf8.last != 0x20 else { return utf8.isEmpty }
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == 0x20, previous == 0x20 { return false }
            previous = byte
        }
        return true
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
