/// The Lock Screen's cards, most relevant first, one under the other; the selected one is
/// marked. What does not fit is counted ("+1 weitere").
enum CardStack {
    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect, gap: Int = 1) {
        guard !rect.isEmpty else { return }
        guard !scene.cards.isEmpty else {
            drawEmpty(scene, in: &grid, rect: rect)
            return
        }
        let selectedID = scene.selected?.id
        let marked = scene.cards.count > 1
        var y = rect.y
        for (index, card) in scene.cards.enumerated() {
            let height = LockScreenCard.height(card.view)
            let later = scene.cards.count - index - 1
            // Keep a row for the "+N" line while later cards may not fit.
            let fits = y + height <= rect.maxY - (later > 0 ? 1 : 0)
            if index > 0, !fits {
                drawMore(scene.cards.count - index, scene: scene, in: &grid, x: rect.x, y: min(y, rect.maxY - 1), width: rect.width)
                return
            }
            let box = Rect(x: rect.x, y: y, width: rect.width, height: min(height, rect.maxY - y))
            LockScreenCard.draw(card.view, in: &grid, rect: box, selected: card.activity.id == selectedID, marked: marked,
                                context: scene.context)
            y += height + gap
        }
    }

    static func drawMore(_ count: Int, scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        let style = CellStyle(.secondaryText, on: .screenBackground)
        SpanWriter.write(scene.strings.more(count), style: style, in: &grid, x: x, y: y, width: width, context: scene.context)
    }

    static func drawEmpty(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        let style = CellStyle(.secondaryText, on: .screenBackground)
        SpanWriter.write(scene.strings.noActivity, style: style.with(.bold), in: &grid, x: rect.x, y: rect.y, width: rect.width,
                         context: scene.context)
        SpanWriter.write(scene.strings.waiting, style: style, in: &grid, x: rect.x, y: rect.y + 1, width: rect.width,
                         context: scene.context)
    }
}
