/// The expanded presentation (touch-and-hold, or an alert): the island grown into a dark
/// rounded rectangle with the seed's "Erweitert" rows.
enum ExpandedPresentation {
    static let naturalWidth = 46

    static func height(_ view: ActivityView) -> Int {
        view.expandedRows.count + 2
    }

    static func draw(_ view: ActivityView, in grid: inout Grid, rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        Box.island(keyline: view.keyline, color: view.keylineColor).draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        for (index, row) in view.expandedRows.enumerated() where index < content.height {
            RowWriter.draw(row, in: &grid, x: content.x, y: content.y + index, width: content.width, on: .island, context: context)
        }
    }
}
