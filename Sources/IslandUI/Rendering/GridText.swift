/// A grid as text for output outside curses (`island render`): plain, or coloured with SGR
/// escapes through a theme. Cell text is already sanitised; a wide grapheme's continuation
/// cell is skipped, so each row takes the grid's width in terminal cells.
package enum GridText {
    /// The rows, trailing blanks trimmed, each ending in a newline.
    package static func plain(_ grid: Grid) -> String {
        grid.lines.map { line in
            var row = Substring(line)
            while row.last == " " { row = row.dropLast() }
            return String(row) + "\n"
        }.joined()
    }

    /// The rows with colours and attributes: an SGR sequence wherever the style changes, and
    /// a reset at the end of every row (so a row cut out of the output is still clean). Rows
    /// keep their full width: the backgrounds are part of the picture.
    package static func ansi(_ grid: Grid, theme: Theme, mode: ANSIColorMode) -> String {
        guard mode != .none else { return plain(grid) }
        var out = ""
        for y in 0..<grid.height {
            var current: CellStyle?
            for x in 0..<grid.width where !grid[x, y].isContinuation {
                let cell = grid[x, y]
                if cell.style != current {
                    out += sequence(cell.style, theme: theme, mode: mode)
                    current = cell.style
                }
                out += cell.text
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// `ESC [ 0 ; fg ; bg ; attributes m` for a style.
    static func sequence(_ style: CellStyle, theme: Theme, mode: ANSIColorMode) -> String {
        var parameters = ["0"]
        let colors = style.colors(in: theme)
        parameters += mode.parameters(foreground: colors.foreground, background: colors.background, distinct: style.isDistinct)
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.reverse) { parameters.append("7") }
        return "\u{1B}[" + parameters.filter { !$0.isEmpty }.joined(separator: ";") + "m"
    }
}
