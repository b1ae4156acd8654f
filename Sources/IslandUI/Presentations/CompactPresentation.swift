/// The compact presentation: leading and trailing sides of the dark pill around the camera,
/// `(🚋 RNV 5 ──────────── 3 Min.)`. Narrower widths shrink the middle first, then the
/// padding, then the leading side; the trailing countdown stays.
enum CompactPresentation {
    /// The seed's middle: `────────────`.
    static let naturalMiddle = 12

    /// The sides' widths at most: compact is icon-sized on iOS, long names are truncated.
    static let maximumLeading = 18
    static let maximumTrailing = 10

    static func width(_ view: ActivityView, context: RenderContext) -> Int {
        let sides = sideWidths(view, context: context)
        return min(sides.lead, maximumLeading) + min(sides.trail, maximumTrailing) + naturalMiddle + 6
    }

    static func sideWidths(_ view: ActivityView, context: RenderContext) -> (lead: Int, trail: Int, total: Int) {
        let lead = SpanWriter.width(view.compactLeading, context: context)
        let trail = SpanWriter.width(view.compactTrailing, context: context)
        return (lead, trail, lead + trail)
    }

    static func draw(_ view: ActivityView, in grid: inout Grid, x: Int, y: Int, width: Int, context: RenderContext,
                     outside: ColorRole = .screenBackground) {
        guard width > 0 else { return }
        grid.addHitRegion(Rect(x: x, y: y, width: width, height: 1), .activity(activityID: view.activityID))
        let inner = Pill.draw(in: &grid, x: x, y: y, width: width, glyphs: context.glyphs, outside: outside, keyline: view.keyline,
                               keylineColor: view.keylineColor)
        let sides = sideWidths(view, context: context)
        let natural = min(sides.lead, maximumLeading) + min(sides.trail, maximumTrailing)
        let pad = inner.width - natural - 3 >= 2 ? 1 : 0
        let room = inner.width - 2 * pad
        let trail = min(sides.trail, room)
        // A long leading side stops at its cap while the middle can keep its natural length.
        let cap = max(maximumLeading, room - trail - 2 - naturalMiddle)
        var lead = max(0, min(sides.lead, cap, room - trail - 3))
        if lead < min(sides.lead, 3) { lead = 0 }
        let start = inner.x + pad
        guard lead > 0 else {
            // No room for the leading side: the countdown alone, centred.
            SpanWriter.write(view.compactTrailing, in: &grid, x: start + (room - trail) / 2, y: y, width: trail, on: .island,
                             context: context)
            return
        }
        SpanWriter.write(view.compactTrailing, in: &grid, x: start + room - trail, y: y, width: trail, on: .island, context: context)
        let end = SpanWriter.write(view.compactLeading, in: &grid, x: start, y: y, width: lead, on: .island, context: context)
        let middle = CellStyle(.secondaryText, on: .islandBackground)
        // From the leading side's real end: a wide character may leave its last cell unused.
        let from = min(end, start + lead) + 1
        grid.fill(Rect(x: from, y: y, width: start + room - trail - 1 - from, height: 1), with: context.glyphs.horizontal, style: middle)
    }
}
