/// Lays out one `Row` in a line of the grid: the right-aligned part first (a button must stay
/// whole), the rest truncated into what is left.
enum RowWriter {
    static func draw(_ row: Row, in grid: inout Grid, x: Int, y: Int, width: Int, on surface: Surface,
                     context: RenderContext) {
        guard width > 0 else { return }
        switch row {
        case .line(let lead, let trailing):
            let leadWidth = drawTrailing(trailing, in: &grid, x: x, y: y, width: width, on: surface, context: context)
            SpanWriter.write(lead, in: &grid, x: x, y: y, width: leadWidth, on: surface, context: context)
        case .bar(let fraction, let fill, let before, let after, let trailing, let dimmed):
            let start = SpanWriter.write(before, in: &grid, x: x, y: y, width: width, on: surface, context: context)
            let bar = BarParts(fraction: fraction, fill: fill, after: after, trailing: trailing, dimmed: dimmed)
            drawBar(bar, in: &grid, x: start, y: y, width: x + width - start, on: surface, context: context)
        }
    }

    private struct BarParts {
        let fraction: Double
        let fill: ColorRole
        let after: [Span]
        let trailing: [Span]
        let dimmed: Bool
    }

    /// The bar takes what the label after it and the right-aligned part leave; the
    /// right-aligned part goes first when the bar would get narrower than 4 cells.
    private static func drawBar(_ bar: BarParts, in grid: inout Grid, x: Int, y: Int, width: Int, on surface: Surface,
                                context: RenderContext) {
        guard width > 0 else { return }
        let afterWidth = SpanWriter.width(bar.after, context: context)
        let trailingWidth = SpanWriter.width(bar.trailing, context: context)
        let keepTrailing = !bar.trailing.isEmpty && width - afterWidth - trailingWidth - 2 >= 4
        let barWidth = width - afterWidth - (keepTrailing ? trailingWidth + 2 : 0)
        var column = x
        if barWidth >= 3 {
            ProgressBar.draw(bar.fraction, in: &grid, x: x, y: y, width: barWidth, fill: bar.fill, on: surface,
                             context: context, dimmed: bar.dimmed)
            column += barWidth
        }
        SpanWriter.write(bar.after, in: &grid, x: column, y: y, width: x + width - column, on: surface, context: context)
        if keepTrailing {
            _ = drawTrailing(bar.trailing, in: &grid, x: x, y: y, width: width, on: surface, context: context)
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
