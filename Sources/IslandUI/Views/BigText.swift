/// Draws text in `BigFont` at a scale: each pixel is 2·scale cells wide and scale rows high
/// (terminal cells are about twice as tall as wide), lit with the progress-fill glyph.
enum BigText {
    static func size(_ text: String, scale: Int) -> (width: Int, height: Int) {
        let characters = BigFont.characters(text)
        guard scale > 0, !characters.isEmpty else { return (0, 0) }
        let pixels = characters.reduce(0) { $0 + (BigFont.bitmap($1).first?.count ?? 0) }
        return (pixels * 2 * scale + (characters.count - 1) * scale, BigFont.height * scale)
    }

    /// The largest scale (up to `maximum`) at which `text` fits in width × height; 0 if none.
    static func scale(for text: String, width: Int, height: Int, maximum: Int = 4) -> Int {
        for scale in stride(from: maximum, through: 1, by: -1) {
            let s = size(text, scale: scale)
            if s.width <= width, s.height <= height { return scale }
        }
        return 0
    }

    static func draw(_ text: String, in grid: inout Grid, x: Int, y: Int, scale: Int, style: CellStyle, glyphs: Glyphs) {
        guard scale > 0 else { return }
        var column = x
        for character in BigFont.characters(text) {
            let bitmap = BigFont.bitmap(character)
            for (row, line) in bitmap.enumerated() {
                for (pixel, lit) in line.enumerated() where lit == "#" {
                    let rect = Rect(x: column + pixel * 2 * scale, y: y + row * scale, width: 2 * scale, height: scale)
                    grid.fill(rect, with: glyphs.progressFill, style: style)
                }
            }
            column += (bitmap.first?.count ?? 0) * 2 * scale + scale
        }
    }
}
