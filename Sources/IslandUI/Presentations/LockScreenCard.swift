import IslandCore
import IslandTypes

/// The Lock Screen card: a rounded card with the activity's rows and its button. The whole
/// card selects the activity on a click; the button ends it.
enum LockScreenCard {
    static let naturalWidth = 50
    static let minimumWidth = 24

    static func height(_ view: ActivityView) -> Int {
        view.cardRows.count + 2
    }

    static func draw(_ view: ActivityView, in grid: inout Grid, rect: Rect, selected: Bool, marked: Bool, alerting: Bool = false,
                     context: RenderContext) {
        // Under two rows or columns there is no card to see, so nothing to click either.
        guard rect.width >= 2, rect.height >= 2 else { return }
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        (alerting ? Box.alertingCard : selected ? Box.selectedCard : Box.card).draw(in: &grid, rect, glyphs: context.glyphs)
        var label = rect.x + 2
        var gap = " "
        if marked, selected, rect.width > 6 {
            // The selected card among several: a marker in the top edge, for terminals without colour.
            SpanWriter.write(" \(context.glyphs.bullet) ", style: CellStyle(.selection, on: .cardBackground, [.bold]),
                             in: &grid, x: label, y: rect.y, width: 3, context: context)
            label += 3
            gap = ""
        }
        // The app the card belongs to, in the top edge (cut with … on a narrow card), leaving
        // the corner and one edge cell on the right.
        let room = rect.x + rect.width - 2 - label
        if !view.appName.isEmpty, room >= 6 {
            SpanWriter.write("\(gap)\(view.appName) ", style: CellStyle(.secondaryText, on: .cardBackground),
                             in: &grid, x: label, y: rect.y, width: room, context: context)
        }
        // The state in island's words, in the bottom edge, right-aligned: beside the app's view.
        if let note = view.frameNote, rect.width > 8 {
            let text = " \(note.text) "
            let width = min(context.width(of: text), rect.width - 4)
            SpanWriter.write(text, style: CellStyle(note.role ?? .secondaryText, on: .cardBackground, note.attributes),
                             in: &grid, x: rect.x + rect.width - 2 - width, y: rect.y + rect.height - 1, width: width, context: context)
        }
        let content = Box.content(of: rect)
        for (index, row) in rows(fitted(view, width: content.width, context: context), fitting: content.height).enumerated() {
            RowWriter.draw(row, in: &grid, x: content.x, y: content.y + index, width: content.width, on: .card, context: context)
        }
        // The app's `activityBackgroundTint`: the whole card, its edges too (the corners sit
        // on the wallpaper).
        if let tint = view.cardTint { grid.tint(rect, background: .cardBackground, with: tint) }
    }

    /// A widget's rows laid out again at the card's own width when the card is narrower than
    /// the widget's Lock Screen; island's rows after them (the stale banner) stay as they are.
    static func fitted(_ view: ActivityView, width: Int, context: RenderContext) -> ActivityView {
        guard view.drawnByWidget, width < WidgetPresentation.lockScreenWidth, view.widgetCardRows > 0, view.widgetCardRows <= view.cardRows.count,
              var rows = context.widgetCache.lockScreenRows(view.activityID, width: width, asciiOnly: context.asciiOnly) else { return view }
        if view.isStale { rows = rows.map { $0.dimmed() } }
        var copy = view
        copy.cardRows = rows + view.cardRows.dropFirst(view.widgetCardRows)
        copy.cardPriorities = Array(repeating: ItemSpec.defaultPriority, count: rows.count) + view.cardPriorities.dropFirst(view.widgetCardRows)
        return copy
    }

    /// All rows when they fit; else those of the highest priorities (the type's file says which
    /// outlive the others; the state banner is high), kept in their order.
    static func rows(_ view: ActivityView, fitting count: Int) -> [Row] {
        let rows = view.cardRows
        guard count < rows.count else { return rows }
        guard count > 0 else { return [] }
        let priority = { (index: Int) in index < view.cardPriorities.count ? view.cardPriorities[index] : ItemSpec.defaultPriority }
        let kept = rows.indices.sorted { (priority($0), -$0) > (priority($1), -$1) }.prefix(count)
        return kept.sorted().map { rows[$0] }
    }
}
