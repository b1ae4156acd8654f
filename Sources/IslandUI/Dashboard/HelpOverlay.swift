import IslandCore

/// The `?` overlay: every key of the one key table with what it does, in a box over the middle
/// of the screen. While it is open it takes the keys (? / Esc / q close it).
enum HelpOverlay {
    static func draw(_ scene: Scene, in grid: inout Grid) {
        let s = scene.strings
        let context = scene.context
        let language = context.language.rawValue
        let rows = KeyBindings.active(replaying: scene.model.replay != nil).map { ($0.caps.text(for: language, fallback: "en") ?? "", $0.help.text(for: language, fallback: "en") ?? "") }
            + [(s.mouse, s.clickHelp)]
        let keyWidth = rows.map { context.width(of: $0.0) }.max() ?? 0
        let textWidth = rows.map { context.width(of: $0.1) }.max() ?? 0
        let width = min(grid.width, keyWidth + textWidth + 7)
        let height = min(grid.height, rows.count + 5)
        guard width >= 12, height >= 4 else {
            drawLine(scene, in: &grid)
            return
        }
        let rect = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
        Box.overlay.draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        SpanWriter.write(s.helpTitle, style: CellStyle(.overlayText, on: .overlayBackground, [.bold]), in: &grid,
                         x: content.x, y: content.y, width: content.width, context: context)
        for (index, row) in rows.enumerated() {
            let y = content.y + 2 + index
            guard y < content.maxY - 1 else { break }
            let spans = [Span(TextWidth.pad(context.display(row.0), toWidth: keyWidth + 2), .keyHint, [.bold]), Span(row.1)]
            SpanWriter.write(spans, in: &grid, x: content.x, y: y, width: content.width, on: .overlay, context: context)
        }
        SpanWriter.write(s.helpClose, style: CellStyle(.secondaryText, on: .overlayBackground), in: &grid,
                         x: content.x, y: content.maxY - 1, width: content.width, context: context)
    }

    /// Too small for the box: one line at the bottom.
    static func drawLine(_ scene: Scene, in grid: inout Grid) {
        let y = grid.height - 1
        grid.fill(Rect(x: 0, y: y, width: grid.width, height: 1), style: Surface.overlay.plain)
        SpanWriter.write("? \(scene.strings.helpClose)", style: Surface.overlay.plain, in: &grid, x: 0, y: y, width: grid.width,
                         context: scene.context)
    }
}
