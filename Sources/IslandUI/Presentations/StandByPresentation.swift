/// StandBy (iOS 17, a charging phone on its side): the Lock Screen card scaled up to fill the
/// space — the key figure in big digits on the left, the card's rows spaced out on the right.
/// Too little space for that falls back to the ordinary card.
enum StandByPresentation {
    static let minimumWidth = 44
    static let minimumHeight = 11
    static let maximumDetailsWidth = 64

    static func draw(_ view: ActivityView, in grid: inout Grid, rect: Rect, context: RenderContext) {
        guard rect.width >= minimumWidth, rect.height >= minimumHeight else {
            drawSmall(view, in: &grid, rect: rect, context: context)
            return
        }
        grid.addHitRegion(rect, .activity(activityID: view.activityID))
        Box.card.draw(in: &grid, rect, glyphs: context.glyphs)
        let content = Box.content(of: rect).inset(dx: 1, dy: 0)
        let body = Rect(x: content.x, y: content.y + 3, width: content.width, height: content.height - 3)
        let leftWidth = figureWidth(view.keyFigure, maxWidth: body.width * 9 / 20, height: body.height, context: context)
        // On a wide terminal the figure and the details stay together in the middle.
        let rightWidth = min(body.width - leftWidth - 3, maximumDetailsWidth)
        let x = body.x + (body.width - leftWidth - 3 - rightWidth) / 2
        if let title = view.cardRows.first {
            RowWriter.draw(title, in: &grid, x: x, y: content.y + 1, width: leftWidth + 3 + rightWidth, on: .card, context: context)
        }
        drawFigure(view.keyFigure, in: &grid, rect: Rect(x: x, y: body.y, width: leftWidth, height: body.height), context: context)
        let right = Rect(x: x + leftWidth + 3, y: body.y, width: rightWidth, height: body.height)
        drawDetails(Array(view.cardRows.dropFirst()), in: &grid, rect: right, context: context)
    }

    /// The ordinary card, centred.
    static func drawSmall(_ view: ActivityView, in grid: inout Grid, rect: Rect, context: RenderContext) {
        let width = min(rect.width, LockScreenCard.naturalWidth)
        let height = min(rect.height, LockScreenCard.height(view))
        let card = Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width, height: height)
        LockScreenCard.draw(view, in: &grid, rect: card, selected: false, marked: false, context: context)
    }

    /// How the key figure is laid out: its scale, and whether the unit sits beside its last
    /// row or on its own line under it (whichever allows the larger scale).
    struct FigureLayout {
        var scale: Int
        var unitBelow: Bool
        var size: (width: Int, height: Int)
    }

    static func layout(_ figure: KeyFigure, width: Int, height: Int, context: RenderContext) -> FigureLayout {
        guard !figure.value.isEmpty else { return FigureLayout(scale: 0, unitBelow: true, size: (0, 0)) }
        let unitWidth = figure.unit.isEmpty ? 0 : context.width(of: figure.unit) + 1
        let beside = BigText.scale(for: figure.value, width: width - unitWidth, height: height - 2)
        let below = figure.unit.isEmpty ? beside : BigText.scale(for: figure.value, width: width, height: height - 3)
        let unitBelow = below > beside
        let scale = max(beside, below)
        return FigureLayout(scale: scale, unitBelow: unitBelow, size: BigText.size(figure.value, scale: scale))
    }

    /// What the figure needs at the largest scale that fits, at least 16 cells for its caption.
    static func figureWidth(_ figure: KeyFigure, maxWidth: Int, height: Int, context: RenderContext) -> Int {
        let layout = layout(figure, width: maxWidth, height: height, context: context)
        let unitWidth = figure.unit.isEmpty || layout.unitBelow ? 0 : context.width(of: figure.unit) + 1
        let caption = min(maxWidth, SpanWriter.width(figure.caption, context: context))
        return min(maxWidth, max(16, layout.size.width + unitWidth, caption))
    }

    /// The big figure with its unit and the caption under it, centred vertically.
    static func drawFigure(_ figure: KeyFigure, in grid: inout Grid, rect: Rect, context: RenderContext) {
        let layout = layout(figure, width: rect.width, height: rect.height, context: context)
        let textRows = (figure.unit.isEmpty || !layout.unitBelow && layout.scale > 0 ? 0 : 1) + 1
        let top = rect.y + max(0, (rect.height - layout.size.height - textRows - 1) / 2)
        let style = CellStyle(figure.role, on: .cardBackground, [.bold])
        BigText.draw(figure.value, in: &grid, x: rect.x, y: top, scale: layout.scale, style: style, glyphs: context.glyphs)
        var y = layout.scale > 0 ? top + layout.size.height + 1 : top
        if !figure.unit.isEmpty {
            if layout.scale > 0, !layout.unitBelow {
                SpanWriter.write(figure.unit, style: style, in: &grid, x: rect.x + layout.size.width + 1,
                                 y: top + layout.size.height - 1, width: rect.maxX - rect.x - layout.size.width - 1, context: context)
            } else {
                SpanWriter.write(figure.unit, style: style, in: &grid, x: rect.x, y: y, width: rect.width, context: context)
                y += 1
            }
        }
        SpanWriter.write(figure.caption, in: &grid, x: rect.x, y: y, width: rect.width, on: .card, context: context)
    }

    /// The card's rows, one blank line apart when there is room, centred vertically.
    static func drawDetails(_ rows: [Row], in grid: inout Grid, rect: Rect, context: RenderContext) {
        guard !rows.isEmpty, rect.height > 0 else { return }
        let step = rows.count * 2 - 1 <= rect.height ? 2 : 1
        let used = (rows.count - 1) * step + 1
        let top = rect.y + max(0, (rect.height - used) / 2)
        for (index, row) in rows.enumerated() where index * step < rect.height {
            RowWriter.draw(row, in: &grid, x: rect.x, y: top + index * step, width: rect.width, on: .card, context: context)
        }
    }
}
