/// Breaks text into lines of at most `width` cells: at spaces where it can, inside a word
/// (between grapheme clusters) where it must.
enum TextWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let w = TextWidth.width(of: word)
            if currentWidth > 0, currentWidth + 1 + w <= width {
                current += " " + word
                currentWidth += 1 + w
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            for grapheme in word {
                let gw = TextWidth.width(of: grapheme)
                if currentWidth + gw > width, currentWidth > 0 {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(grapheme)
                currentWidth += gw
            }
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }
}
