/// The island row where the expanded presentation has no room beside the others (below the
/// full layout): the minimal (or the two-app pair) and the compact side by side, each under
/// its label, the one iOS shows now marked and highlighted, as in `IslandRow`. Without the
/// labels, the pair and the compact read as three islands.
enum IslandPills {
    /// Rows taken: the labels and the pills.
    static let height = 2

    static func draw(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        let context = scene.context
        guard let live = IslandRow.liveLabel(scene) else {
            // No activity: the one empty island, with no presentation to name.
            IslandStrip.draw(scene, in: &grid, x: x, y: y, width: width, centered: false)
            return
        }
        let minimalLabel = IslandRow.minimalLabel(scene)
        let minimalWidth = max(IslandRow.labelWidth(minimalLabel, context: context), IslandRow.minimalPaneWidth(scene))
        let compactX = x + minimalWidth + IslandRow.gap
        guard x + width - compactX >= 20 else {
            // Only the island as it is now, under its own label.
            let label = live == 0 ? minimalLabel : scene.strings.compact
            IslandRow.label(label, live: true, in: &grid, x: x, y: y, width: width, context: context)
            IslandStrip.draw(scene, in: &grid, x: x, y: y + 1, width: width, centered: false)
            return
        }
        let compactWidth = min(x + width - compactX,
                               scene.focus.map { CompactPresentation.width(scene.view($0), context: context) } ?? IslandPresentation.cameraWidth + 4)
        IslandRow.label(minimalLabel, live: live == 0, in: &grid, x: x, y: y, width: minimalWidth, context: context)
        IslandRow.label(scene.strings.compact, live: live == 1, in: &grid, x: compactX, y: y, width: x + width - compactX, context: context)
        IslandRow.drawMinimal(scene, in: &grid, x: x, y: y + 1, width: minimalWidth)
        IslandRow.drawCompact(scene, in: &grid, x: compactX, y: y + 1, width: compactWidth)
    }

    /// The expanded presentation's label in its top edge: "╭─ • Expanded ──", marked when it
    /// is what the island shows (held open, or an alert), plain while it is only shown here.
    static func labelExpanded(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard rect.width > 8 else { return }
        let live = IslandRow.liveLabel(scene) == 2
        let context = scene.context
        let marker = live ? "\(context.glyphs.bullet) " : ""
        SpanWriter.write(" \(marker)\(scene.strings.expanded) ", style: CellStyle(live ? .selection : .secondaryText, on: .screenBackground,
                                                                            live ? [.bold] : []),
                         in: &grid, x: rect.x + 2, y: rect.y, width: rect.width - 4, context: context)
    }
}
