import IslandCore

/// The authentication sheet iOS shows before a Live Activity intent runs on a locked phone:
/// what is about to happen, and how to confirm (y / Enter) or cancel (any other key).
enum AuthPrompt {
    static func draw(_ pending: PendingAction, scene: Scene, in grid: inout Grid) {
        let context = scene.context
        let lines = messageLines(pending, scene: scene)
        let hint = scene.strings.authHint
        let natural = ([hint, scene.strings.authTitle] + lines).map { context.width(of: $0) }.max() ?? 0
        let width = min(grid.width, natural + 6)
        let hintLines = TextWrap.lines(Sanitizer.sanitize(context.display(hint)), width: max(1, width - 4))
        let height = lines.count + hintLines.count + 5
        guard grid.width >= 24, grid.height >= height else {
            drawLine(scene, in: &grid)
            return
        }
        let rect = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
        Box.overlay.draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect)
        let title = [Span(scene.strings.authTitle, .accent, [.bold])]
        SpanWriter.writeCentered(title, in: &grid, x: content.x, y: content.y + 1, width: content.width, on: .overlay, context: context)
        for (index, line) in lines.enumerated() {
            let spans = [Span(line, nil, index == 0 ? [.bold] : [])]
            SpanWriter.writeCentered(spans, in: &grid, x: content.x, y: content.y + 2 + index, width: content.width,
                                     on: .overlay, context: context)
        }
        for (index, line) in hintLines.enumerated() {
            SpanWriter.writeCentered([Span(line, .keyHint, [.bold])], in: &grid, x: content.x, y: content.y + 3 + lines.count + index,
                                     width: content.width, on: .overlay, context: context)
        }
    }

    static func messageLines(_ pending: PendingAction, scene: Scene) -> [String] {
        let s = scene.strings
        switch pending {
        case .stop(let id):
            let title = scene.model.system.activity(id).map { scene.view($0).title } ?? id
            return [s.confirmEnd(title), s.authenticate]
        case .endAll:
            return [s.confirmEndAll, s.authenticate]
        }
    }

    /// Too small for the sheet: the title and the hint wrapped over the bottom rows.
    static func drawLine(_ scene: Scene, in grid: inout Grid) {
        let context = scene.context
        let text = "\(scene.strings.authTitle) \(context.glyphs.separator) \(scene.strings.authHint)"
        let lines = TextWrap.lines(Sanitizer.sanitize(context.display(text)), width: grid.width).suffix(grid.height)
        let top = grid.height - lines.count
        grid.fill(Rect(x: 0, y: top, width: grid.width, height: lines.count), style: Surface.overlay.plain)
        for (index, line) in lines.enumerated() {
            SpanWriter.write(line, style: CellStyle(.keyHint, on: .overlayBackground, [.bold]), in: &grid, x: 0, y: top + index,
                             width: grid.width, context: context)
        }
    }
}
