/// The dashboard: every presentation at once. At 100×30 and more the island row (minimal,
/// compact, expanded) above the Lock Screen cards beside the events pane; smaller terminals
/// get fewer panes, then a single presentation, then a note that the terminal is too small.
enum DashboardView {
    static let fullSize = (width: 100, height: 30)
    static let mediumSize = (width: 60, height: 16)
    /// The narrowest compact island still worth drawing.
    static let minimumCompactWidth = 12

    static func draw(_ scene: Scene, in grid: inout Grid) {
        if grid.width >= fullSize.width, grid.height >= fullSize.height {
            drawFull(scene, in: &grid)
        } else if grid.width >= mediumSize.width, grid.height >= mediumSize.height {
            drawMedium(scene, in: &grid)
        } else {
            drawSmall(scene, in: &grid)
        }
    }

    static func drawBars(_ scene: Scene, in grid: inout Grid) {
        StatusLine.draw(scene, in: &grid, x: 0, y: grid.height - 2, width: grid.width)
        Footer.draw(scene, in: &grid, x: 1, y: grid.height - 1, width: grid.width - 2)
    }

    static func drawFull(_ scene: Scene, in grid: inout Grid) {
        let s = scene.strings
        let width = grid.width - 2
        // The device's own surface in place of the island row on any device but the portrait iPhone.
        let title = scene.model.device == .iPhone ? s.dynamicIsland : SurfaceWords(scene.context.language).title(scene.model.device, watchOutOfRange: scene.model.watchOutOfRange)
        SectionTitle.draw(title, in: &grid, x: 1, y: 0, width: width, context: scene.context)
        let islandHeight = min(DeviceScreen.naturalHeight(scene), grid.height / 2)
        DeviceScreen.drawPane(scene, in: &grid, rect: Rect(x: 1, y: 1, width: width, height: islandHeight))
        let lowerY = islandHeight + 2
        let lowerHeight = grid.height - 2 - lowerY
        let cardWidth = min(56, max(44, (width - 3) / 2))
        // A wide terminal: the cards side by side (CardColumns), the events pane the rest.
        let columns = CardColumns.count(scene, width: grid.width, cardWidth: cardWidth)
        let cardsWidth = CardColumns.width(columns: columns, cardWidth: cardWidth)
        drawLockScreen(scene, in: &grid, rect: Rect(x: 1, y: lowerY, width: cardsWidth, height: lowerHeight), columns: columns,
                       cardWidth: cardWidth)
        let eventsX = 1 + cardsWidth + 3
        drawEvents(scene, in: &grid, rect: Rect(x: eventsX, y: lowerY, width: grid.width - 1 - eventsX, height: lowerHeight))
        scene.eventsPaneShown = lowerHeight > 1
        drawBars(scene, in: &grid)
    }

    static func drawMedium(_ scene: Scene, in grid: inout Grid) {
        let s = scene.strings
        let leftWidth = min(grid.width - 2, LockScreenCard.naturalWidth)
        let available = grid.height - 2
        let cardHeight = scene.cards.first.map { LockScreenCard.height($0.view) } ?? 3
        var y = 3
        if scene.model.device != .iPhone {
            SectionTitle.draw(SurfaceWords(scene.context.language).title(scene.model.device, watchOutOfRange: scene.model.watchOutOfRange), in: &grid, x: 1, y: 0, width: leftWidth,
                              context: scene.context)
            let height = min(DeviceScreen.naturalHeight(scene), max(1, available - 3 - cardHeight))
            DeviceScreen.drawPane(scene, in: &grid, rect: Rect(x: 1, y: 1, width: leftWidth, height: height))
            y = height + 2
        } else {
            SectionTitle.draw(s.dynamicIsland, in: &grid, x: 1, y: 0, width: leftWidth, context: scene.context)
            IslandPills.draw(scene, in: &grid, x: 1, y: 1, width: leftWidth)
            y = 1 + IslandPills.height
            if scene.selectedElsewhere != nil {
                IslandRow.drawSelection(scene, in: &grid, x: 1, y: y, width: leftWidth)
                y += 1
            }
        }
        if scene.model.device == .iPhone, let activity = scene.expandedFocus {
            let view = scene.view(activity)
            let height = ExpandedPresentation.height(view)
            if y + height + 2 + cardHeight <= available {
                let rect = Rect(x: 1, y: y, width: leftWidth, height: height)
                ExpandedPresentation.draw(view, in: &grid, rect: rect, context: scene.context)
                IslandPills.labelExpanded(scene, in: &grid, rect: rect)
                y += height + 1
            }
        }
        let eventsX = 1 + leftWidth + 2
        if grid.width - 1 - eventsX < 24, scene.model.eventsPane.focused {
            // No room beside the cards: the focused pane takes their place (PgUp is seen).
            drawEvents(scene, in: &grid, rect: Rect(x: 1, y: y, width: grid.width - 2, height: available - y))
            scene.eventsPaneShown = available - y > 1
            scene.selectedCardShown = false
        } else {
            drawLockScreen(scene, in: &grid, rect: Rect(x: 1, y: y, width: leftWidth, height: available - y))
        }
        if grid.width - 1 - eventsX >= 24 {
            drawEvents(scene, in: &grid, rect: Rect(x: eventsX, y: 0, width: grid.width - 1 - eventsX, height: available))
            scene.eventsPaneShown = available > 1
        }
        drawBars(scene, in: &grid)
    }

    static func drawLockScreen(_ scene: Scene, in grid: inout Grid, rect: Rect, columns: Int = 1, cardWidth: Int? = nil) {
        guard rect.height > 1 else { return }
        SectionTitle.draw(scene.strings.lockScreen, in: &grid, x: rect.x, y: rect.y, width: rect.width, context: scene.context)
        CardColumns.draw(scene, in: &grid, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1),
                         columns: columns, cardWidth: cardWidth ?? rect.width)
    }

    static func drawEvents(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard rect.height > 1, rect.width > 0 else { return }
        SectionTitle.draw(EventsPane.title(scene), in: &grid, x: rect.x, y: rect.y, width: rect.width, context: scene.context,
                          highlighted: scene.model.eventsPane.focused)
        EventsPane.draw(scene, in: &grid, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1))
    }

    /// Narrow or low terminals: the island on top as iOS shows it (the compact presentation or
    /// the two-app pair) with "+N more" for the activities it leaves out, the selected card below
    /// when it fits, the status line and the footer at the bottom. Rows go in this order as the
    /// terminal gets lower: the card, the status line, the footer; the island stays to the last
    /// row and down to its own width, then the terminal is too small.
    static func drawSmall(_ scene: Scene, in grid: inout Grid) {
        guard grid.width >= minimumCompactWidth else {
            TooSmallNote.draw(scene, in: &grid)
            return
        }
        var bottom = grid.height
        // Whether the selected card will fit below the island: without it there is no button
        // on screen, and the footer does not offer one.
        let rowsLeft = grid.height - (grid.height >= 2 ? 1 : 0) - (grid.height >= 3 ? 1 : 0) - 2
        // PgUp and the pane's keys act on the events pane: focused, it takes the card's place,
        // so the keys never go to a pane that is not drawn.
        let paneTakesOver = scene.model.eventsPane.focused && rowsLeft >= 2
        if let selected = scene.selected {
            scene.selectedCardShown = !paneTakesOver && rowsLeft >= 2 && grid.width >= 30
                && LockScreenCard.height(scene.view(selected)) <= rowsLeft
        }
        scene.eventsPaneShown = paneTakesOver
        if grid.height >= 2 {
            Footer.draw(scene, in: &grid, x: 0, y: bottom - 1, width: grid.width)
            bottom -= 1
        }
        if grid.height >= 3 {
            StatusLine.draw(scene, in: &grid, x: 0, y: bottom - 1, width: grid.width)
            bottom -= 1
        }
        drawIslandLine(scene, in: &grid, y: 0, width: grid.width)
        let top = 2
        guard bottom - top >= 2 else { return }
        if paneTakesOver {
            drawEvents(scene, in: &grid, rect: Rect(x: 1, y: top - 1, width: grid.width - 2, height: bottom - top + 1))
            return
        }
        guard let selected = scene.selected else {
            if scene.focus == nil {
                CardStack.drawEmpty(scene, in: &grid, rect: Rect(x: 1, y: top, width: grid.width - 2, height: bottom - top))
            }
            return
        }
        let view = scene.view(selected)
        let height = LockScreenCard.height(view)
        guard grid.width >= 30, height <= bottom - top else { return }
        let width = min(grid.width, LockScreenCard.naturalWidth)
        let rect = Rect(x: (grid.width - width) / 2, y: top + (bottom - top - height) / 2, width: width, height: height)
        LockScreenCard.draw(view, in: &grid, rect: rect, selected: false, marked: false, context: scene.context)
    }

    /// The island centred in one row, and "+2 more" beside it (or, when there is no room, in
    /// place of its right end) for the activities the island does not show.
    static func drawIslandLine(_ scene: Scene, in grid: inout Grid, y: Int, width: Int) {
        let shown: Int
        switch scene.island {
        case .empty: shown = 0
        case .pair: shown = 2
        case .compact, .expanded: shown = 1
        }
        let hidden = max(0, scene.islandActivities.count - shown)
        guard hidden > 0 else {
            IslandStrip.draw(scene, in: &grid, x: 0, y: y, width: width, centered: true)
            return
        }
        let more = " \(scene.strings.more(hidden))"
        let moreWidth = scene.context.width(of: more)
        let islandWidth = min(naturalIslandWidth(scene), max(minimumCompactWidth, width - moreWidth))
        let x = max(0, (width - islandWidth - moreWidth) / 2)
        IslandStrip.draw(scene, in: &grid, x: x, y: y, width: islandWidth, centered: false)
        SpanWriter.write(more, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid, x: x + islandWidth, y: y,
                         width: width - x - islandWidth, context: scene.context)
    }

    /// The cells the island takes in one row when nothing limits it.
    static func naturalIslandWidth(_ scene: Scene) -> Int {
        switch scene.island {
        case .empty: return IslandPresentation.cameraWidth + 4
        case .pair(let first, let second): return IslandPresentation.pairWidth(scene.view(first), scene.view(second), context: scene.context)
        case .compact(let activity), .expanded(let activity): return CompactPresentation.width(scene.view(activity), context: scene.context)
        }
    }
}
