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
        SectionTitle.draw(s.dynamicIsland, in: &grid, x: 1, y: 0, width: width, context: scene.context)
        let islandHeight = IslandRow.height(scene)
        IslandRow.draw(scene, in: &grid, rect: Rect(x: 1, y: 1, width: width, height: islandHeight))
        let lowerY = islandHeight + 2
        let lowerHeight = grid.height - 2 - lowerY
        let cardWidth = min(56, max(44, (width - 3) / 2))
        drawLockScreen(scene, in: &grid, rect: Rect(x: 1, y: lowerY, width: cardWidth, height: lowerHeight))
        let eventsX = 1 + cardWidth + 3
        drawEvents(scene, in: &grid, rect: Rect(x: eventsX, y: lowerY, width: grid.width - 1 - eventsX, height: lowerHeight))
        drawBars(scene, in: &grid)
    }

    static func drawMedium(_ scene: Scene, in grid: inout Grid) {
        let s = scene.strings
        let leftWidth = min(grid.width - 2, LockScreenCard.naturalWidth)
        let available = grid.height - 2
        SectionTitle.draw(s.dynamicIsland, in: &grid, x: 1, y: 0, width: leftWidth, context: scene.context)
        drawPills(scene, in: &grid, x: 1, y: 1, width: leftWidth)
        var y = 3
        let cardHeight = scene.cards.first.map { LockScreenCard.height($0.view) } ?? 3
        if let activity = scene.expandedFocus {
            let view = scene.view(activity)
            let height = ExpandedPresentation.height(view)
            if y + height + 2 + cardHeight <= available {
                ExpandedPresentation.draw(view, in: &grid, rect: Rect(x: 1, y: y, width: leftWidth, height: height),
                                          context: scene.context)
                y += height + 1
            }
        }
        drawLockScreen(scene, in: &grid, rect: Rect(x: 1, y: y, width: leftWidth, height: available - y))
        let eventsX = 1 + leftWidth + 2
        if grid.width - 1 - eventsX >= 24 {
            drawEvents(scene, in: &grid, rect: Rect(x: eventsX, y: 0, width: grid.width - 1 - eventsX, height: available))
        }
        drawBars(scene, in: &grid)
    }

    /// The minimal (or two-app pair) and the compact island in one row.
    static func drawPills(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int) {
        let minimalWidth = IslandRow.minimalPaneWidth(scene)
        let compactX = x + minimalWidth + 2
        if x + width - compactX >= 20 {
            IslandRow.drawMinimal(scene, in: &grid, x: x, y: y, width: minimalWidth)
            let compactWidth = scene.focus.map { CompactPresentation.width(scene.view($0), context: scene.context) } ?? 0
            IslandRow.drawCompact(scene, in: &grid, x: compactX, y: y, width: min(compactWidth, x + width - compactX))
        } else {
            IslandStrip.draw(scene, in: &grid, x: x, y: y, width: width, centered: false)
        }
    }

    static func drawLockScreen(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard rect.height > 1 else { return }
        SectionTitle.draw(scene.strings.lockScreen, in: &grid, x: rect.x, y: rect.y, width: rect.width, context: scene.context)
        CardStack.draw(scene, in: &grid, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1))
    }

    static func drawEvents(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard rect.height > 1, rect.width > 0 else { return }
        SectionTitle.draw(EventsPane.title(scene), in: &grid, x: rect.x, y: rect.y, width: rect.width, context: scene.context,
                          highlighted: scene.model.eventsPane.focused)
        EventsPane.draw(scene, in: &grid, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1))
    }

    /// One presentation: the selected card when it fits, else the island; the footer below
    /// when there are three rows or more.
    static func drawSmall(_ scene: Scene, in grid: inout Grid) {
        let footerRows = grid.height >= 3 ? 1 : 0
        let available = grid.height - footerRows
        if let selected = scene.selected, grid.width >= 30 {
            let view = scene.view(selected)
            let height = LockScreenCard.height(view)
            if height <= available {
                let width = min(grid.width, LockScreenCard.naturalWidth)
                let rect = Rect(x: (grid.width - width) / 2, y: (available - height) / 2, width: width, height: height)
                LockScreenCard.draw(view, in: &grid, rect: rect, selected: false, marked: false, context: scene.context)
                drawSmallFooter(scene, in: &grid, rows: footerRows)
                return
            }
        }
        guard grid.width >= minimumCompactWidth, scene.focus != nil || scene.cards.isEmpty else {
            TooSmallNote.draw(scene, in: &grid)
            return
        }
        let y = (available - 1) / 2
        if scene.focus == nil {
            SpanWriter.writeCentered([Span(scene.strings.noActivity, .secondaryText)], in: &grid, x: 0, y: y, width: grid.width,
                                     on: .screen, context: scene.context)
        } else {
            IslandStrip.draw(scene, in: &grid, x: 0, y: y, width: grid.width, centered: true)
        }
        drawSmallFooter(scene, in: &grid, rows: footerRows)
    }

    static func drawSmallFooter(_ scene: Scene, in grid: inout Grid, rows: Int) {
        guard rows > 0 else { return }
        Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width)
    }
}
