import IslandCore

/// The Lock Screen's cards on a wide terminal: side by side in columns of the card's width, in
/// relevance order down the first column, then the next, so that a terminal's room shows more
/// cards at once instead of one column and empty cells. Each column is a `CardStack` (its
/// "+N more" counts what it leaves out); the events pane keeps the rest of the width.
enum CardColumns {
    /// The events pane keeps at least this beside the columns (a log line and its wrap).
    static let minimumEventsWidth = 60
    static let gap = 2

    /// How many columns of `cardWidth` fit in `width` beside the events pane: one up to about
    /// 175 columns (the pane takes the room), two from 180, never more than there are cards.
    static func count(_ scene: Scene, width: Int, cardWidth: Int) -> Int {
        let fit = (width - 3 - minimumEventsWidth + gap) / (cardWidth + gap)
        return max(1, min(scene.cards.count, fit))
    }

    /// The width `columns` columns take.
    static func width(columns: Int, cardWidth: Int) -> Int {
        columns * cardWidth + max(0, columns - 1) * gap
    }

    static func draw(_ scene: Scene, in grid: inout Grid, rect: Rect, columns: Int, cardWidth: Int) {
        guard columns > 1 else {
            CardStack.draw(scene, in: &grid, rect: rect)
            return
        }
        let cards = scene.cards
        var start = 0
        for column in 0 ..< columns {
            // As even as can be, the first columns taking one more (they are the more relevant).
            let count = cards.count / columns + (column < cards.count % columns ? 1 : 0)
            let slice = Array(cards[start ..< start + count])
            start += count
            let x = rect.x + column * (cardWidth + gap)
            CardStack.draw(scene, in: &grid, rect: Rect(x: x, y: rect.y, width: cardWidth, height: rect.height), cards: slice)
        }
    }
}
