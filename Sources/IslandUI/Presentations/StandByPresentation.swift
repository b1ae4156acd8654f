/// StandBy (iOS 17, a charging iPhone on its side): the Lock Screen presentation "scaled up
/// to 200 %", full screen, with the background tint edge to edge (`isActivityFullscreen`;
/// WWDC26 "Live Activities essentials"). Where the terminal has no room for twice the size,
/// the card's rows at their own size, centred on the same tint (island's choice).
enum StandByPresentation {
    static let environment = SurfaceEnvironment.standBy
    /// The card's content width: the Lock Screen card's inside.
    static let contentWidth = LockScreenCard.naturalWidth - 4
    /// Narrower than this at twice the size, the rows would be cut more than at their own.
    static let minimumDoubledWidth = 30

    static func draw(_ lockScreenView: ActivityView, in grid: inout Grid, rect: Rect, context: RenderContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let view = lockScreenView.standBy
        // The tint edge to edge: no card, no border.
        grid.fill(rect, style: Surface.card.plain)
        let doubledWidth = min(contentWidth, (rect.width - 4) / 2)
        let doubled = doubledWidth >= minimumDoubledWidth && (rect.height - 2) / 2 >= view.cardRows.count
        let width = doubled ? doubledWidth : min(contentWidth, rect.width - 2)
        let rows = LockScreenCard.rows(view, fitting: doubled ? view.cardRows.count : max(0, rect.height))
        guard width > 0, !rows.isEmpty else { return }
        var card = Grid(width: width, height: rows.count, fill: Cell(.space, style: Surface.card.plain))
        for (index, row) in rows.enumerated() {
            RowWriter.draw(row, in: &card, x: 0, y: index, width: width, on: .card, context: context)
        }
        if doubled { card = GridScale.doubled(card, glyphs: context.glyphs, background: Surface.card.plain) }
        let x = rect.x + (rect.width - card.width) / 2
        let y = rect.y + (rect.height - card.height) / 2
        // The rows select the activity; the button on them (placed after) ends it.
        grid.addHitRegion(Rect(x: x, y: y, width: card.width, height: card.height), .activity(activityID: view.activityID))
        place(card, in: &grid, x: x, y: y)
        // The app's `activityBackgroundTint`, edge to edge.
        if let tint = view.cardTint { grid.tint(rect, background: .cardBackground, with: tint) }
    }

    /// Copies `card` into `grid` at (x, y) with its click regions.
    static func place(_ card: Grid, in grid: inout Grid, x: Int, y: Int) {
        for row in 0..<card.height {
            grid.copy(Array(card.cells[(row * card.width)..<((row + 1) * card.width)]), x: x, y: y + row)
        }
        for region in card.hitRegions {
            grid.addHitRegion(Rect(x: region.rect.x + x, y: region.rect.y + y, width: region.rect.width, height: region.rect.height),
                              region.target)
        }
    }
}
