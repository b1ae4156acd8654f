/// A filled rectangle with rounded corners: the Lock Screen card, the expanded island, the
/// overlays, the phone frame. The corners sit on the surrounding background so they read as
/// rounded; the edges on the box's own.
struct Box: Hashable, Sendable {
    var fill: Surface
    /// The edge lines' role.
    var border: ColorRole
    var borderAttributes: CellStyle.Attributes = []
    /// The background around the box (shows in the corners' cells).
    var outside: ColorRole = .screenBackground
    /// The edge lines' own colour (the app's `keylineTint`), over the role.
    var borderColor: AppColor?

    /// A black island shape: its edges in the island's own colour, so it reads as one shape.
    static let island = Box(fill: .island, border: .islandBackground)

    /// The island with the app's `keylineTint` as its thin edge.
    static func island(keyline: ColorRole?, color: AppColor? = nil) -> Box {
        var box = Box(fill: .island, border: keyline ?? .islandBackground)
        if keyline != nil { box.borderColor = color }
        return box
    }
    static let card = Box(fill: .card, border: .cardBorder)
    static let selectedCard = Box(fill: .card, border: .selection, borderAttributes: [.bold])
    /// A card an alert lights while the phone is locked.
    static let alertingCard = Box(fill: .card, border: .logAlert, borderAttributes: [.bold])
    static let overlay = Box(fill: .overlay, border: .overlayText)

    func draw(in grid: inout Grid, _ rect: Rect, glyphs: Glyphs) {
        guard rect.width >= 2, rect.height >= 2 else {
            grid.fill(rect, style: fill.plain)
            return
        }
        grid.fill(rect, style: fill.plain)
        var edge = CellStyle(border, on: fill.background, borderAttributes)
        var corner = CellStyle(border, on: outside, borderAttributes)
        if let borderColor {
            edge.appForeground = borderColor
            corner.appForeground = borderColor
        }
        // The top and bottom edges: each a row of one glyph (a fill builds its cell once).
        grid.fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: edge)
        grid.fill(Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: edge)
        let vertical = Glyph(glyphs.vertical)
        for y in rect.y + 1..<rect.maxY - 1 {
            grid.set(rect.x, y, vertical, style: edge)
            grid.set(rect.maxX - 1, y, vertical, style: edge)
        }
        grid.set(rect.x, rect.y, glyphs.cornerTopLeft, style: corner)
        grid.set(rect.maxX - 1, rect.y, glyphs.cornerTopRight, style: corner)
        grid.set(rect.x, rect.maxY - 1, glyphs.cornerBottomLeft, style: corner)
        grid.set(rect.maxX - 1, rect.maxY - 1, glyphs.cornerBottomRight, style: corner)
    }

    /// The rectangle inside the border with one column of padding on each side.
    static func content(of rect: Rect) -> Rect {
        Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    }
}
