/// The Lock Screen card: a rounded card with the activity's rows and its button. The whole
/// card selects the activity on a click; the button ends it.
enum LockScreenCard {
    static let naturalWidth = 50
    static let minimumWidth = 24

    static func height(_ view: ActivityView) -> Int {
        view.cardRows.count + 2
    }

    static func draw(_ view: ActivityView, in grid: inout Grid, rect: Rect, selected: Bool, marked: Bool,
                     context: RenderContext) {
        guard !rect.isEmpty else { return }
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        (selected ? Box.selectedCard : Box.card).draw(in: &grid, rect, glyphs: context.glyphs)
        if marked, selected, rect.width > 6 {
            // The selected card among several: a marker in the top edge, for terminals without colour.
            SpanWriter.write(" \(context.glyphs.bullet) ", style: CellStyle(.selection, on: .cardBackground, [.bold]),
                             in: &grid, x: rect.x + 2, y: rect.y, width: 3, context: context)
        }
        let content = Box.content(of: rect)
        for (index, row) in rows(view, fitting: content.height).enumerated() {
            RowWriter.draw(row, in: &grid, x: content.x, y: content.y + index, width: content.width, on: .card, context: context)
        }
    }

    /// All rows when they fit; else the title, the button row and the state banner first,
    /// then the others from the top, kept in their order.
    static func rows(_ view: ActivityView, fitting count: Int) -> [Row] {
        let rows = view.cardRows
        guard count < rows.count else { return rows }
        guard count > 0 else { return [] }
        let buttonRow = rows.lastIndex { $0.hasTarget } ?? rows.count - 1
        let banner = view.isStale || view.isEnded ? rows.count - 1 : buttonRow
        var order = [0, buttonRow, banner]
        order += rows.indices.filter { !order.contains($0) }
        var kept: [Int] = []
        for index in order where !kept.contains(index) && kept.count < count { kept.append(index) }
        return kept.sorted().map { rows[$0] }
    }
}
