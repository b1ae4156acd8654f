/// A grid drawn at twice its size, as StandBy scales the Lock Screen view to 200 %: every
/// cell becomes two by two. Text keeps its characters (a terminal has one font size), one
/// cell apart and a blank line apart; lines and bars (box drawing, blocks, the progress
/// glyphs) stretch to fill their four cells, so a bar stays a bar. Click regions scale too.
enum GridScale {
    static func doubled(_ source: Grid, glyphs: Glyphs, background: CellStyle) -> Grid {
        var grid = Grid(width: source.width * 2, height: source.height * 2, fill: Cell(.space, style: background))
        for y in 0..<source.height {
            for x in 0..<source.width where !source[x, y].isContinuation {
                let cell = source[x, y]
                var blank = CellStyle(cell.style.foreground, on: cell.style.background)
                // The app's colours too: a badge's background stays one block at twice the size.
                blank.appColors = cell.style.appColors
                let character = cell.glyph.string.first ?? " "
                let across = stretchesAcross(character, glyphs)
                let down = stretchesDown(character, glyphs)
                let wide = cell.glyph.width == 2
                grid.set(2 * x, 2 * y, cell.glyph, style: cell.style)
                if !wide {
                    grid.set(2 * x + 1, 2 * y, across ? cell.glyph : .space, style: across ? cell.style : blank)
                } else {
                    grid.fill(Rect(x: 2 * x + 2, y: 2 * y, width: 2, height: 1), style: blank)
                }
                for dx in 0..<(wide ? 4 : 2) {
                    let stretched = down && (dx == 0 || across)
                    grid.set(2 * x + dx, 2 * y + 1, stretched ? cell.glyph : .space, style: stretched ? cell.style : blank)
                }
            }
        }
        for region in source.hitRegions {
            grid.addHitRegion(Rect(x: region.rect.x * 2, y: region.rect.y * 2, width: region.rect.width * 2,
                                   height: region.rect.height * 2), region.target)
        }
        return grid
    }

    /// Box-drawing lines and block elements, and the theme's own line and bar glyphs.
    static func stretchesAcross(_ character: Character, _ glyphs: Glyphs) -> Bool {
        if character == glyphs.horizontal || character == glyphs.progressFill || character == glyphs.progressTrack { return true }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x2500...0x259F).contains(scalar.value) && character != glyphs.vertical
    }

    /// Vertical lines and blocks (a bar two rows high at twice the size).
    static func stretchesDown(_ character: Character, _ glyphs: Glyphs) -> Bool {
        if character == glyphs.vertical || character == glyphs.progressFill || character == glyphs.progressTrack { return true }
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x2580...0x259F).contains(scalar.value) || scalar.value == 0x2502 || scalar.value == 0x2503
    }
}
