/// The locked iPhone's Lock Screen as iOS lays it out: the status bar around the island, the
/// date and the clock, the Live Activities low on the screen with the notifications, and the
/// flashlight and camera buttons at the bottom. Every activity keeps its card, however low
/// the terminal: the cards scroll (Tab moves the selection, the view follows it) rather than
/// move into the island, which shows none of them while their cards are on the Lock Screen.
enum LockedPhone {
    static func draw(_ scene: Scene, in grid: inout Grid, screen: Rect) {
        let context = scene.context
        drawStatusBar(scene, in: &grid, screen: screen)
        let buttonsY = screen.maxY - 1
        let selectedHeight = scene.selected.map { scene.view($0) }.map(LockScreenCard.height) ?? 2
        let clockBottom = PhoneView.drawClock(scene, in: &grid, x: screen.x, y: screen.y + 2, width: screen.width,
                                              bottom: buttonsY - 1 - selectedHeight + 2, big: true)
        drawButtons(in: &grid, x: screen.x, y: buttonsY, width: screen.width, context: context)
        let area = Rect(x: screen.x, y: clockBottom, width: screen.width, height: max(0, buttonsY - 1 - clockBottom))
        guard !area.isEmpty else { return }
        guard !scene.cards.isEmpty else {
            CardStack.drawEmpty(scene, in: &grid, rect: Rect(x: area.x + 1, y: area.maxY - 2, width: area.width - 2, height: 2))
            return
        }
        drawCards(scene, in: &grid, area: area)
    }

    /// The island (empty: every activity is on the Lock Screen) between the status bar's sides.
    static func drawStatusBar(_ scene: Scene, in grid: inout Grid, screen: Rect) {
        IslandStrip.draw(scene, in: &grid, x: screen.x, y: screen.y, width: screen.width, centered: true,
                         island: IslandPresentation.locked(scene.islandActivities, cardsShown: Set(scene.cards.map(\.activity.id))))
        let side = scene.context.asciiOnly ? "5G |||" : "5G ▮▮▮"
        let width = scene.context.width(of: side)
        if screen.width >= 2 * width + IslandPresentation.cameraWidth + 6 {
            SpanWriter.write(side, style: CellStyle(.secondaryText, on: .screenBackground), in: &grid, x: screen.maxX - width - 1,
                             y: screen.y, width: width, context: scene.context)
        }
    }

    /// The flashlight at the bottom left, the camera at the bottom right.
    static func drawButtons(in grid: inout Grid, x: Int, y: Int, width: Int, context: RenderContext) {
        guard width >= 12 else { return }
        let ascii = context.asciiOnly
        let style = CellStyle(.cardText, on: .overlayBackground, [.bold])
        SpanWriter.write(ascii ? "(F)" : "(🔦)", style: style, in: &grid, x: x + 1, y: y, width: 4, context: context)
        let camera = ascii ? "(C)" : "(📷)"
        let cameraWidth = context.width(of: camera)
        SpanWriter.write(camera, style: style, in: &grid, x: x + width - 1 - cameraWidth, y: y, width: cameraWidth, context: context)
    }

    /// The cards bottom-aligned in `area` when they all fit; else a window onto them that
    /// holds the selected card, the cut-off ones clipped at the edges.
    static func drawCards(_ scene: Scene, in grid: inout Grid, area: Rect) {
        let gap = 1
        let heights = scene.cards.map { LockScreenCard.height($0.view) }
        let total = heights.reduce(0, +) + gap * (heights.count - 1)
        var tops: [Int] = []
        var offset = 0
        for height in heights {
            tops.append(offset)
            offset += height + gap
        }
        let selectedIndex = scene.selected.flatMap { selected in scene.cards.firstIndex { $0.activity.id == selected.id } } ?? 0
        // The window's first virtual row: everything shown low when it fits; else scrolled so the
        // selected card is whole (from its top when it is taller than the window).
        var scroll = min(0, total - area.height)
        if total > area.height {
            let selectedTop = tops[selectedIndex]
            let selectedBottom = selectedTop + heights[selectedIndex]
            scroll = max(0, min(selectedBottom - area.height, total - area.height))
            if selectedTop < scroll { scroll = selectedTop }
        }
        let selectedID = scene.selected?.id
        grid.clipped(to: area) { grid in
            for (index, card) in scene.cards.enumerated() {
                let y = area.y + tops[index] - scroll
                guard y < area.maxY, y + heights[index] > area.y else { continue }
                scene.clock.shown(card.activity.id)
                LockScreenCard.draw(card.view, in: &grid, rect: Rect(x: area.x, y: y, width: area.width, height: heights[index]),
                                    selected: card.activity.id == selectedID, marked: scene.cards.count > 1,
                                    alerting: card.activity.id == scene.alertingCardID, context: scene.context)
            }
        }
    }
}
