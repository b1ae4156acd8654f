import IslandCore

/// The Lock Screen's cards, most relevant first, one under the other; the selected one is
/// marked. What does not fit is counted ("+1 weitere").
enum CardStack {
    /// `cards`: the ones this stack holds (a column of several); all of them by default.
    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect, gap: Int = 1,
                     cards: [(activity: Activity, view: ActivityView)]? = nil) {
        guard !rect.isEmpty else { return }
        let cards = cards ?? scene.cards
        guard !cards.isEmpty else {
            drawEmpty(scene, in: &grid, rect: rect)
            return
        }
        let selectedID = scene.selected?.id
        let shown = visibleCards(cards, selectedID: selectedID, height: rect.height, gap: gap)
        let marked = scene.cards.count > 1
        var y = rect.y
        // The "+N" line gets a row of its own: the last card gives up a row for it rather
        // than have the count written over its bottom edge.
        let reserve = cards.count > shown.count ? 1 : 0
        for (index, card) in shown.enumerated() {
            scene.clock.shown(card.activity.id)
            let room = rect.maxY - y - (index == shown.count - 1 ? reserve : 0)
            let height = min(LockScreenCard.height(card.view), max(2, room))
            LockScreenCard.draw(card.view, in: &grid, rect: Rect(x: rect.x, y: y, width: rect.width, height: height),
                                selected: card.activity.id == selectedID, marked: marked,
                                alerting: card.activity.id == scene.alertingCardID, context: scene.context)
            y += height + gap
        }
        let hidden = cards.count - shown.count
        if hidden > 0 {
            drawMore(hidden, scene: scene, in: &grid, x: rect.x, y: min(y, rect.maxY - 1), width: rect.width)
        }
    }

    /// The cards that fit, in relevance order, always including the selected one: it is what
    /// b / Enter acts on. A row is kept for the "+N" line when some are left out.
    static func visibleCards(_ cards: [(activity: Activity, view: ActivityView)], selectedID: String?, height: Int,
                             gap: Int) -> [(activity: Activity, view: ActivityView)] {
        let selectedIndex = selectedID.flatMap { id in cards.firstIndex { $0.activity.id == id } } ?? 0
        var chosen: Set<Int> = [selectedIndex]
        var used = LockScreenCard.height(cards[selectedIndex].view)
        for index in cards.indices where index != selectedIndex {
            let next = used + gap + LockScreenCard.height(cards[index].view)
            let reserve = chosen.count + 1 < cards.count ? 1 : 0
            if next + reserve <= height {
                chosen.insert(index)
                used = next
            }
        }
        return cards.indices.filter(chosen.contains).map { cards[$0] }
    }

    static func drawMore(_ count: Int, scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        let style = CellStyle(.secondaryText, on: .screenBackground)
        SpanWriter.write(scene.strings.more(count), style: style, in: &grid, x: x, y: y, width: width, context: scene.context)
    }

    static func drawEmpty(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        let style = CellStyle(.secondaryText, on: .screenBackground)
        SpanWriter.write(scene.strings.noActivity, style: style.with(.bold), in: &grid, x: rect.x, y: rect.y, width: rect.width,
                         context: scene.context)
        var next = scene.model.simulationsFinished ? scene.strings.simulationFinished : scene.strings.waiting
        // A scheduled activity is not drawn before its start: say when the first one starts.
        if let pending = scene.model.system.activities.filter({ $0.state == .pending }).min(by: { $0.startedAt < $1.startedAt }) {
            next = scene.strings.scheduled(pending.id, at: ClockText.hoursMinutesSeconds(pending.startedAt, in: scene.context.timeZone))
        }
        SpanWriter.write(next, style: style, in: &grid, x: rect.x, y: rect.y + 1, width: rect.width, context: scene.context)
    }
}
