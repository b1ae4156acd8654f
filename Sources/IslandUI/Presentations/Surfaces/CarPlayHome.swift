/// CarPlay's Home Screen (iOS 26): a landscape car display with the status column on the
/// left (the time, the apps with Live Activities) and the most relevant activity in a tile,
/// drawn with the `small` family, else its app's name over the compact pair — what Apple
/// documents for CarPlay.
enum CarPlayHome {
    /// A wide car display in cells (island's choice).
    static let naturalSize = (width: 60, height: 11)
    static let statusWidth = 7
    static let tileWidth = 34
    static let frame = Box(fill: .screen, border: .phoneFrame)

    static func draw(_ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        guard rect.width >= 16, rect.height >= 4 else { return }
        let context = input.context
        frame.draw(in: &grid, rect, glyphs: context.glyphs)
        let screen = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        let status = Rect(x: screen.x, y: screen.y, width: min(statusWidth, screen.width / 3), height: screen.height)
        grid.fill(status, style: Surface.statusBar.plain)
        SpanWriter.writeCentered([Span(input.clock, .statusText, [.bold])], in: &grid, x: status.x, y: status.y,
                                 width: status.width, on: .statusBar, context: context)
        // The apps with a Live Activity, one icon each, under the time.
        var seen: Set<String> = []
        var y = status.y + 2
        for view in input.views where seen.insert(view.appName).inserted && y < status.maxY {
            SpanWriter.writeCentered([view.appIcon], in: &grid, x: status.x, y: y, width: status.width, on: .statusBar, context: context)
            grid.addHitRegion(Rect(x: status.x, y: y, width: status.width, height: 1), .activity(activityID: view.activityID))
            y += 2
        }
        let area = Rect(x: status.maxX + 1, y: screen.y, width: screen.maxX - status.maxX - 1, height: screen.height)
        guard let top = input.top else {
            SpanWriter.writeCentered([Span(context.strings.noActivity, .secondaryText)], in: &grid, x: area.x,
                                     y: area.y + area.height / 2, width: area.width, on: .screen, context: context)
            return
        }
        let rows = SmallFamily.rows(top)
        let height = min(area.height, rows.count + 2)
        let width = min(area.width, tileWidth)
        let tile = Rect(x: area.x, y: area.y + (area.height - height) / 2, width: width, height: height)
        WatchSmartStack.drawTile(top, in: &grid, rect: tile, alerting: top.activityID == input.alertingID, context: context)
    }
}
