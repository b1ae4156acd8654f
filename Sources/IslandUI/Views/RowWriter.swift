/// Lays out one `Row` in a line of the grid: the right-aligned part first (a button must stay
/// whole), the rest truncated into what is left. A row too narrow for everything leaves out
/// its least important parts first (`Span.priority`, `BarRow.priority`).
enum RowWriter {
    static func draw(_ row: Row, in grid: inout Grid, x: Int, y: Int, width: Int, on surface: Surface,
                     context: RenderContext) {
        guard width > 0 else { return }
        switch row {
        case .line(let lead, let trailing):
            let leadWidth = drawTrailing(trailing, in: &grid, x: x, y: y, width: width, on: surface, context: context)
            SpanWriter.write(lead, in: &grid, x: x, y: y, width: leadWidth, on: surface, context: context)
        case .bar(let bar):
            let fitted = fit(bar, width: width, context: context)
            guard fitted.keepsBar else {
                draw(.line(fitted.before, trailing: fitted.trailing), in: &grid, x: x, y: y, width: width, on: surface, context: context)
                return
            }
            let start = SpanWriter.write(fitted.before, in: &grid, x: x, y: y, width: width, on: surface, context: context)
            drawBar(fitted, in: &grid, x: start, y: y, width: x + width - start, on: surface, context: context)
        }
    }

    /// A bar row with what fits of it: the parts of the lowest priority go first until the
    /// label, the bar at its minimum width with what follows it, and the right-aligned part
    /// fit; the parts of the row's highest priority always stay (to be truncated if need be).
    struct FittedBar {
        var bar: BarRow
        var before: [Span]
        var trailing: [Span]
        var keepsBar: Bool
    }

    static func fit(_ bar: BarRow, width: Int, context: RenderContext) -> FittedBar {
        var fitted = FittedBar(bar: bar, before: bar.before, trailing: bar.trailing, keepsBar: true)
        func needed() -> Int {
            let trailing = SpanWriter.width(fitted.trailing, context: context)
            let barWidth = fitted.keepsBar ? BarRow.minimumWidth + SpanWriter.width(bar.after, context: context) : 0
            return SpanWriter.width(fitted.before, context: context) + barWidth + (trailing > 0 ? trailing + 2 : 0)
        }
        let top = (bar.before + bar.trailing).map(\.priority).reduce(bar.priority, max)
        while needed() > width {
            var candidates = (fitted.before + fitted.trailing).map(\.priority)
            if fitted.keepsBar { candidates.append(bar.priority) }
            guard let lowest = candidates.filter({ $0 < top }).min() else { break }
            fitted.before.removeAll { $0.priority == lowest }
            fitted.trailing.removeAll { $0.priority == lowest }
            if bar.priority == lowest { fitted.keepsBar = false }
        }
        return fitted
    }

    /// The bar takes what the label after it and the right-aligned part leave; the
    /// right-aligned part goes first when the bar would get narrower than its minimum (they
    /// share the row's top priority).
    private static func drawBar(_ fitted: FittedBar, in grid: inout Grid, x: Int, y: Int, width: Int, on surface: Surface,
                                context: RenderContext) {
        guard width > 0 else { return }
        let bar = fitted.bar
        let afterWidth = SpanWriter.width(bar.after, context: context)
        let trailingWidth = SpanWriter.width(fitted.trailing, context: context)
        let keepTrailing = !fitted.trailing.isEmpty && width - afterWidth - trailingWidth - 2 >= BarRow.minimumWidth
        let barWidth = width - afterWidth - (keepTrailing ? trailingWidth + 2 : 0)
        var column = x
        if barWidth >= 3 {
            ProgressBar.draw(bar.fraction, in: &grid, x: x, y: y, width: barWidth, fill: bar.fill, on: surface,
                             context: context, dimmed: bar.dimmed)
            column += barWidth
        }
        SpanWriter.write(bar.after, in: &grid, x: column, y: y, width: x + width - column, on: surface, context: context)
        if keepTrailing {
            _ = drawTrailing(fitted.trailing, in: &grid, x: x, y: y, width: width, on: surface, context: context)
        }
    }

    /// Draws `trailing` right-aligned; returns the width left for the leading part.
    private static func drawTrailing(_ trailing: [Span], in grid: inout Grid, x: Int, y: Int, width: Int,
                                     on surface: Surface, context: RenderContext) -> Int {
        guard !trailing.isEmpty else { return width }
        let w = SpanWriter.width(trailing, context: context)
        if w >= width {
            SpanWriter.write(trailing, in: &grid, x: x, y: y, width: width, on: surface, context: context)
            return 0
        }
        SpanWriter.write(trailing, in: &grid, x: x + width - w, y: y, width: w, on: surface, context: context)
        return width - w - 1
    }
}
