/// StandBy (`s`): the selected activity's Lock Screen card scaled up to fill the terminal; with
/// no activity, the big clock StandBy shows.
enum StandByView {
    static func draw(_ scene: Scene, in grid: inout Grid) {
        let footerRows = grid.height >= 3 ? 1 : 0
        let rect = Rect(x: 0, y: 0, width: grid.width, height: grid.height - footerRows)
        if let selected = scene.selected {
            StandByPresentation.draw(scene.view(selected), in: &grid, rect: rect, context: scene.context)
        } else {
            drawClock(scene, in: &grid, rect: rect)
        }
        if footerRows > 0 { Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width) }
    }

    static func drawClock(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        let context = scene.context
        scene.clock.clockShown()
        let time = ClockText.hoursMinutes(scene.now, in: context.timeZone)
        let date = ClockText.dateLine(scene.now, in: context.timeZone, strings: scene.strings)
        let scale = BigText.scale(for: time, width: rect.width - 2, height: rect.height - 2)
        let size = BigText.size(time, scale: scale)
        let top = rect.y + max(0, (rect.height - size.height - 2) / 2)
        BigText.draw(time, in: &grid, x: rect.x + (rect.width - size.width) / 2, y: top, scale: scale,
                     style: CellStyle(.cardText, on: .screenBackground, [.bold]), glyphs: context.glyphs)
        let lines = scale > 0 ? [date, scene.strings.noActivity] : [time, date, scene.strings.noActivity]
        for (index, line) in lines.enumerated() {
            SpanWriter.writeCentered([Span(line, .secondaryText, index == 0 ? [.bold] : [])], in: &grid, x: rect.x,
                                     y: top + size.height + 1 + index, width: rect.width, on: .screen, context: context)
        }
    }
}
