/// The phone view (`v`): a phone-sized frame with the Dynamic Island at the top showing what
/// iOS would show now, and the Lock Screen under it — the date, the time in large digits and
/// the activity cards stacked by relevance. The expanded island lies over the Lock Screen as
/// it does on the phone.
enum PhoneView {
    static let maximumWidth = 46
    static let minimumSize = (width: 30, height: 10)
    static let phoneFrame = Box(fill: .screen, border: .phoneFrame)

    static func draw(_ scene: Scene, in grid: inout Grid) {
        let footerRows = grid.height >= 3 ? 1 : 0
        let width = min(grid.width, maximumWidth)
        let height = grid.height - footerRows
        guard width >= minimumSize.width, height >= minimumSize.height else {
            DashboardView.drawSmall(scene, in: &grid)
            return
        }
        let frame = Rect(x: (grid.width - width) / 2, y: 0, width: width, height: height)
        phoneFrame.draw(in: &grid, frame, glyphs: scene.context.glyphs)
        let screen = Box.content(of: frame)
        var y = screen.y + drawIsland(scene, in: &grid, screen: screen) + 1
        y = drawClock(scene, in: &grid, x: screen.x, y: y, width: screen.width, bottom: screen.maxY)
        CardStack.draw(scene, in: &grid, rect: Rect(x: screen.x, y: y, width: screen.width, height: screen.maxY - y))
        if footerRows > 0 { Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width) }
    }

    /// The island at the top of the screen; returns the rows it takes. The expanded island
    /// takes the top of the Lock Screen, which moves down under it.
    static func drawIsland(_ scene: Scene, in grid: inout Grid, screen: Rect) -> Int {
        guard case .expanded(let activity) = scene.island else {
            IslandStrip.draw(scene, in: &grid, x: screen.x, y: screen.y, width: screen.width, centered: true)
            return 1
        }
        let view = scene.view(activity)
        let height = min(ExpandedPresentation.height(view), screen.height)
        ExpandedPresentation.draw(view, in: &grid, rect: Rect(x: screen.x, y: screen.y, width: screen.width, height: height),
                                  context: scene.context)
        return height
    }

    /// The date and the time (big when there is room for it and a card); returns the next free row.
    static func drawClock(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int, bottom: Int) -> Int {
        let context = scene.context
        let date = ClockText.dateLine(scene.now, in: context.timeZone, strings: scene.strings)
        SpanWriter.writeCentered([Span(date, .secondaryText, [.bold])], in: &grid, x: x, y: y, width: width, on: .screen,
                                 context: context)
        let time = ClockText.hoursMinutes(scene.now, in: context.timeZone)
        let cardHeight = scene.cards.first.map { LockScreenCard.height($0.view) } ?? 2
        let big = BigText.size(time, scale: 1)
        if big.width <= width, y + 1 + big.height + 1 + cardHeight <= bottom {
            let style = CellStyle(.cardText, on: .screenBackground, [.bold])
            BigText.draw(time, in: &grid, x: x + (width - big.width) / 2, y: y + 1, scale: 1, style: style, glyphs: context.glyphs)
            return y + big.height + 2
        }
        SpanWriter.writeCentered([Span(time, .cardText, [.bold])], in: &grid, x: x, y: y + 1, width: width, on: .screen,
                                 context: context)
        return y + 3
    }
}
