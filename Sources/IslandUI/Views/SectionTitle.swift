/// A pane title followed by a rule to the pane's right edge: `Ereignisse ──────────`.
enum SectionTitle {
    static func draw(_ title: String, in grid: inout Grid, x: Int, y: Int, width: Int, context: RenderContext,
                     highlighted: Bool = false) {
        guard width > 0 else { return }
        let style = CellStyle(highlighted ? .selection : .paneTitle, on: .screenBackground, [.bold])
        let end = SpanWriter.write(title, style: style, in: &grid, x: x, y: y, width: width, context: context)
        let rule = CellStyle(.paneBorder, on: .screenBackground)
        grid.fill(Rect(x: end + 1, y: y, width: x + width - end - 1, height: 1), with: context.glyphs.horizontal, style: rule)
    }
}
