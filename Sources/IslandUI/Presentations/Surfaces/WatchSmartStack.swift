/// The Apple Watch Smart Stack (watchOS 11): the top activity's `small` view (or its app's name
/// over the compact pair) in a tile under the clock, the rest of the stack peeking below it;
/// an alerting update raises its activity to the top. Opened (a tap, `b`/Enter), the
/// full-screen view with the system's "Open on iPhone" button.
enum WatchSmartStack {
    /// A 45 mm face in cells (island's choice): room for a tile of four rows and two more.
    static let naturalSize = (width: 26, height: 12)
    static let frame = Box(fill: .screen, border: .phoneFrame)

    static func draw(_ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        guard rect.width >= 8, rect.height >= 4 else { return }
        frame.draw(in: &grid, rect, glyphs: input.context.glyphs)
        let screen = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        let clockWidth = input.context.width(of: input.clock)
        SpanWriter.write(input.clock, style: CellStyle(.cardText, on: .screenBackground, [.bold]), in: &grid,
                         x: screen.maxX - clockWidth - 1, y: screen.y, width: clockWidth, context: input.context)
        guard let top = input.top else {
            SpanWriter.writeCentered([Span(input.context.strings.noActivity, .secondaryText)], in: &grid, x: screen.x,
                                     y: screen.y + screen.height / 2, width: screen.width, on: .screen, context: input.context)
            return
        }
        let body = Rect(x: screen.x, y: screen.y + 1, width: screen.width, height: screen.height - 1)
        if input.opened {
            drawFullScreen(top, input, in: &grid, rect: body)
        } else {
            drawStack(top, input, in: &grid, rect: body)
        }
    }

    /// The top tile, then one row per other activity (its app's name), as far as they fit.
    static func drawStack(_ top: ActivityView, _ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        let peeks = min(input.rest.count, max(0, rect.height - 4))
        let tileHeight = min(rect.height - peeks, SmallFamily.rows(top).count + 2)
        let tile = Rect(x: rect.x, y: rect.y, width: rect.width, height: tileHeight)
        drawTile(top, in: &grid, rect: tile, alerting: top.activityID == input.alertingID, context: input.context)
        var y = tile.maxY
        for view in input.rest.prefix(peeks) {
            let spans = [view.appIcon, Span(" " + view.appName, .secondaryText)]
            SpanWriter.write(spans, in: &grid, x: rect.x + 2, y: y, width: rect.width - 4, on: .screen, context: input.context)
            grid.addHitRegion(Rect(x: rect.x, y: y, width: rect.width, height: 1), .activity(activityID: view.activityID))
            y += 1
        }
    }

    /// One tile of the stack: a card with the small family's rows.
    static func drawTile(_ view: ActivityView, in grid: inout Grid, rect: Rect, alerting: Bool, context: RenderContext) {
        guard rect.width >= 4, rect.height >= 2 else { return }
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        (alerting ? Box.alertingCard : Box.card).draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        for (index, row) in SmallFamily.rows(view, fitting: content.height).enumerated() {
            RowWriter.draw(row, in: &grid, x: content.x, y: content.y + index, width: content.width, on: .card, context: context)
        }
        // The small view's `activityBackgroundTint`: the whole tile.
        if let tint = view.smallTint { grid.tint(rect, background: .cardBackground, with: tint) }
    }

    /// The full-screen view: the small family's rows (the Lock Screen's when the type has no
    /// small view), the card's button, and "Open on iPhone".
    static func drawFullScreen(_ view: ActivityView, _ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        let context = input.context
        grid.fill(rect, style: Surface.card.plain)
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        let open = Span.button(input.words.openOnIPhone, target: .activity(activityID: view.activityID), enabled: true)
        let rowsHeight = max(0, rect.height - 1)
        let own = SmallFamily.isOwn(view)
        let rows = own ? SmallFamily.rows(view, fitting: rowsHeight) : LockScreenCard.rows(view, fitting: rowsHeight)
        for (index, row) in rows.enumerated() {
            RowWriter.draw(row, in: &grid, x: rect.x + 1, y: rect.y + index, width: rect.width - 2, on: .card, context: context)
        }
        SpanWriter.writeCentered([open], in: &grid, x: rect.x, y: rect.maxY - 1, width: rect.width, on: .card, context: context)
    }
}
