/// The minimal presentation: the activity's symbol in a small dark pill, `( 🚋 )`. iOS uses it
/// when several activities share the island.
enum MinimalPresentation {
    static func width(_ view: ActivityView, context: RenderContext) -> Int {
        SpanWriter.width(view.minimal, context: context) + 4
    }

    /// Draws the pill at (x, y) in at most `maxWidth` cells; returns the width used.
    @discardableResult
    static func draw(_ view: ActivityView, in grid: inout Grid, x: Int, y: Int, maxWidth: Int, context: RenderContext) -> Int {
        let width = min(maxWidth, self.width(view, context: context))
        guard width > 0 else { return 0 }
        grid.addHitRegion(Rect(x: x, y: y, width: width, height: 1), .activity(activityID: view.activityID))
        let inner = Pill.draw(in: &grid, x: x, y: y, width: width, glyphs: context.glyphs, keyline: view.keyline, keylineColor: view.keylineColor)
        SpanWriter.writeCentered(view.minimal, in: &grid, x: inner.x, y: y, width: inner.width, on: .island, context: context)
        return width
    }
}
