/// Draws spans into the grid. Every string the layouts show passes through here and
/// `Grid.text`, which sanitises it; the context folds it to ASCII when needed.
enum SpanWriter {
    /// Draws `spans` left to right from (x, y) in at most `width` cells, truncating the span
    /// that does not fit with the context's ellipsis. Returns the x after the last cell drawn.
    @discardableResult
    static func write(_ spans: [Span], in grid: inout Grid, x: Int, y: Int, width: Int,
                      on surface: Surface, context: RenderContext) -> Int {
        var column = x
        let shown = fitting(spans, width: width, context: context)
        for span in shown {
            let remaining = x + width - column
            guard remaining > 0 else { break }
            let text = context.display(span.text)
            let (end, complete) = grid.write(text, x: column, y: y, style: span.style(on: surface), maxWidth: remaining,
                                             ellipsis: context.glyphs.ellipsis)
            if let target = span.target, end > column {
                grid.addHitRegion(Rect(x: column, y: y, width: end - column, height: 1), target)
            }
            column = end
            if !complete { break }
        }
        return column
    }

    /// The spans left when the lowest priorities go first until the rest fit (the highest
    /// priority always stays, to be truncated if need be).
    static func fitting(_ spans: [Span], width: Int, context: RenderContext) -> [Span] {
        var kept = spans
        guard let top = spans.map(\.priority).max(), spans.contains(where: { $0.priority < top }) else { return spans }
        while self.width(kept, context: context) > width {
            guard let lowest = kept.map(\.priority).filter({ $0 < top }).min() else { break }
            kept.removeAll { $0.priority == lowest }
        }
        return kept
    }

    /// Cells the spans take when shown in full.
    static func width(_ spans: [Span], context: RenderContext) -> Int {
        spans.reduce(0) { $0 + context.width(of: $1.text) }
    }

    /// Draws a plain string.
    @discardableResult
    static func write(_ text: String, style: CellStyle, in grid: inout Grid, x: Int, y: Int, width: Int,
                      context: RenderContext) -> Int {
        guard width > 0 else { return x }
        return grid.text(context.display(text), x: x, y: y, style: style, maxWidth: width, ellipsis: context.glyphs.ellipsis)
    }

    /// Draws spans centred in `width` cells.
    static func writeCentered(_ spans: [Span], in grid: inout Grid, x: Int, y: Int, width: Int,
                              on surface: Surface, context: RenderContext) {
        let w = min(width, self.width(spans, context: context))
        write(spans, in: &grid, x: x + (width - w) / 2, y: y, width: width - (width - w) / 2, on: surface, context: context)
    }
}
