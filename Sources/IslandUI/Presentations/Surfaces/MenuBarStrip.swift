/// The Mac's menu bar (macOS 26): a one-row strip with the frontmost app's name on the left
/// and, on the right before the clock, each activity's compact presentation as a pill; a
/// click (or `b`/Enter) opens the expanded presentation under its pill, as a menu-bar item
/// opens its menu.
enum MenuBarStrip {
    static let naturalWidth = 72
    static let gap = 2

    static func height(_ input: SurfaceInput) -> Int {
        guard input.opened, let top = input.top else { return 1 }
        return 1 + ExpandedPresentation.height(top)
    }

    private static func height(_ top: ActivityView?) -> Int {
        top.map(ExpandedPresentation.height) ?? 0
    }

    static func draw(_ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let context = input.context
        let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        grid.fill(bar, style: Surface.statusBar.plain)
        SpanWriter.write([Span(" " + input.words.menuBarApp, .statusText, [.bold])], in: &grid, x: bar.x, y: bar.y,
                         width: bar.width, on: .statusBar, context: context)
        let clock = " " + input.clock + " "
        var right = bar.maxX - context.width(of: clock)
        SpanWriter.write(clock, style: CellStyle(.statusText, on: .statusBar, [.bold]), in: &grid, x: right, y: bar.y,
                         width: bar.maxX - right, context: context)
        let left = bar.x + context.width(of: input.words.menuBarApp) + 3
        var topX: Int?
        // The top activity nearest the clock, the others to its left, as far as they fit.
        for view in ([input.top].compactMap { $0 } + input.rest) {
            let width = CompactPresentation.width(view, context: context)
            let x = right - gap - width
            guard x >= left else { break }
            CompactPresentation.draw(view, in: &grid, x: x, y: bar.y, width: width, context: context, outside: .statusBar)
            if view.activityID == input.top?.activityID { topX = x }
            right = x
        }
        let width = min(rect.width, ExpandedPresentation.naturalWidth)
        let height = min(rect.height - 1, height(input.top))
        // A popover needs its border and a row inside it.
        guard input.opened, let top = input.top, width >= 8, height >= 3 else { return }
        let x = max(rect.x, min((topX ?? rect.maxX) + CompactPresentation.width(top, context: context) - width, rect.maxX - width))
        ExpandedPresentation.draw(top, in: &grid, rect: Rect(x: x, y: rect.y + 1, width: width, height: height), context: context)
    }
}
