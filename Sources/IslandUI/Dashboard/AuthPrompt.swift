import IslandCore

/// The sheet before an intent runs: on a locked phone iOS asks for Face ID first; End all
/// always asks, naming the app and how many activities end. It says what is about to happen
/// and how to answer (y, j in German, Enter / n, Esc); other keys do nothing while it is open.
enum AuthPrompt {
    static func draw(_ pending: PendingAction, scene: Scene, in grid: inout Grid) {
        let context = scene.context
        let lines = messageLines(pending, scene: scene)
        let hint = scene.strings.authHint
        let heading = title(pending, scene: scene)
        let natural = ([hint, heading] + lines).map { context.width(of: $0) }.max() ?? 0
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
        let title = [Span(heading, .accent, [.bold])]
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

    static func title(_ pending: PendingAction, scene: Scene) -> String {
        if scene.model.locked { return scene.strings.authTitle }
        if case .endAll = pending { return scene.strings.endAllTitle }
        return scene.strings.authTitle
    }

    /// The question — the type's own prompt ("Fahrt beenden?") and what it ends — and, when
    /// locked, that Face ID comes first.
    static func messageLines(_ pending: PendingAction, scene: Scene) -> [String] {
        let s = scene.strings
        var lines: [String]
        switch pending {
        case .stop(let id, let index):
            guard let activity = scene.model.system.activity(id) else { return [s.confirmEnd(id)] }
            let view = scene.view(activity)
            let control = ActivityControls.of(activity, now: scene.now).first { $0.index == index }
            if let control, !control.ends {
                // A control that asks for Face ID by its intent's policy: its own label, not an end.
                lines = [control.label ?? (index < view.controlLabels.count ? view.controlLabels[index] : control.intent ?? ""), view.title]
            } else if activity.definition.widget == nil, case let buttons = ActivityControls.buttons(of: activity, now: scene.now),
                      index < buttons.count, let prompt = buttons[index].prompt {
                lines = [PresentationInput(activity: activity, now: scene.now, context: scene.context).text(prompt), view.title]
            } else {
                lines = view.prompt.map { [$0, view.title] } ?? [s.confirmEnd(view.title)]
            }
        case .endAll(let app):
            let count = AppReducer.endAllTargets(scene.model, app: app).count
            let name = scene.model.system.types.app(app).name.text(for: scene.context.language.rawValue, fallback: "en") ?? app
            lines = [s.confirmEndAll(app: name, count: count)]
        }
        if scene.model.locked { lines.append(s.authenticate) }
        return lines
    }

    /// Too small for the sheet: the title and the hint wrapped over the bottom rows.
    static func drawLine(_ scene: Scene, in grid: inout Grid) {
        let context = scene.context
        let text = "\((messageLines(scene.model.pending ?? .endAll(app: ""), scene: scene).first ?? scene.strings.authTitle)) \(context.glyphs.separator) \(scene.strings.authHint)"
        let lines = TextWrap.lines(Sanitizer.sanitize(context.display(text)), width: grid.width).suffix(grid.height)
        let top = grid.height - lines.count
        grid.fill(Rect(x: 0, y: top, width: grid.width, height: lines.count), style: Surface.overlay.plain)
        for (index, line) in lines.enumerated() {
            SpanWriter.write(line, style: CellStyle(.keyHint, on: .overlayBackground, [.bold]), in: &grid, x: 0, y: top + index,
                             width: grid.width, context: context)
        }
    }
}
