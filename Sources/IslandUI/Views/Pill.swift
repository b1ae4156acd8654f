/// The island's dark pill: a one-row run of island background between two rounded caps.
/// The caps are drawn in the island's colour on the surrounding background, so a half-round
/// cap glyph from a theme rounds the pill off.
enum Pill {
    /// Draws the pill's caps and body over `width` cells; returns the inner rectangle. A
    /// keyline (the app's `keylineTint`) colours the caps: the island's thin edge.
    @discardableResult
    static func draw(in grid: inout Grid, x: Int, y: Int, width: Int, glyphs: Glyphs,
                     outside: ColorRole = .screenBackground, keyline: ColorRole? = nil, keylineColor: AppColor? = nil) -> Rect {
        guard width > 0 else { return Rect(x: x, y: y, width: 0, height: 0) }
        let body = Surface.island.plain
        grid.fill(Rect(x: x, y: y, width: width, height: 1), style: body)
        guard width >= 2 else { return Rect(x: x, y: y, width: width, height: 1) }
        var cap = CellStyle(keyline ?? .islandBackground, on: outside)
        if keyline != nil, let keylineColor { cap.appForeground = keylineColor }
        grid.set(x, y, glyphs.pillLeft, style: cap)
        grid.set(x + width - 1, y, glyphs.pillRight, style: cap)
        return Rect(x: x + 1, y: y, width: width - 2, height: 1)
    }
}
