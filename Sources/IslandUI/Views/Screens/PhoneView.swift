import IslandCore

/// The phone view (`v`): a phone-sized frame showing what iOS shows. Locked: the Lock Screen —
/// the date, the time in large digits and the activity cards by relevance — and an island
/// without any activity whose card is on the Lock Screen; an alert lights its card. Unlocked:
/// the Home Screen with the island on top (compact, or two minimal; expanded during an alert or
/// touch-and-hold, over the screen), and the apps that have Live Activities.
enum PhoneView {
    static let maximumWidth = 46
    static let minimumSize = (width: 30, height: 10)
    static let phoneFrame = Box(fill: .screen, border: .phoneFrame)
    /// The status bar's sides beside the island: the time ("14:32") and a gap.
    static let statusBarSide = 6

    static func draw(_ scene: Scene, in grid: inout Grid) {
        guard scene.model.device == .iPhone else {
            DeviceScreen.draw(scene, in: &grid)
            return
        }
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
        if scene.model.locked {
            LockedPhone.draw(scene, in: &grid, screen: screen)
        } else {
            scene.clock.clockShown()
            let time = ClockText.hoursMinutes(scene.now, in: scene.context.timeZone)
            SpanWriter.write(time, style: CellStyle(.cardText, on: .screenBackground, [.bold]), in: &grid, x: screen.x, y: screen.y,
                             width: screen.width, context: scene.context)
            let islandRows = drawIsland(scene, in: &grid, screen: screen)
            drawHome(scene, in: &grid, rect: Rect(x: screen.x, y: screen.y + islandRows + 1, width: screen.width,
                                                 height: screen.height - islandRows - 1))
        }
        if footerRows > 0 { Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width) }
    }

    /// The unlocked island at the top of the screen; returns the rows it takes. It sits
    /// between the status bar's sides (the time on the left), as the camera does; the expanded
    /// island lies over the top of the Home Screen.
    static func drawIsland(_ scene: Scene, in grid: inout Grid, screen: Rect) -> Int {
        guard case .expanded(let activity) = scene.island else {
            let side = min(statusBarSide, max(0, (screen.width - IslandPresentation.cameraWidth - 4) / 2))
            IslandStrip.draw(scene, in: &grid, x: screen.x + side, y: screen.y, width: screen.width - 2 * side, centered: true)
            return 1
        }
        let view = scene.view(activity)
        let height = min(ExpandedPresentation.height(view), screen.height)
        ExpandedPresentation.draw(view, in: &grid, rect: Rect(x: screen.x, y: screen.y, width: screen.width, height: height),
                                  context: scene.context)
        return height
    }

    /// The Home Screen: the icon and name of every app with a Live Activity running; the
    /// app of the selected activity is marked when the island shows another one.
    static func drawHome(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard rect.height > 1 else { return }
        var seen: Set<String> = []
        let apps = scene.islandActivities.filter { seen.insert($0.app.bundle).inserted }
        let marked = scene.selectedElsewhere
        var y = rect.y + 1
        for activity in apps where y < rect.maxY {
            let own = marked?.app.bundle == activity.app.bundle ? marked ?? activity : activity
            let view = scene.view(own)
            let icon = [view.appIcon]
            let name = activity.app.name.text(for: activity.app.language(for: scene.context.languages), fallback: "en") ?? activity.app.bundle
            var spans = icon + [Span("  "), Span(name, .cardText, [.bold])]
            if own.id == marked?.id {
                spans += [Span("  \(scene.context.glyphs.bullet) \(scene.strings.selectedActivity)", .selection, [.bold])]
            }
            SpanWriter.write(spans, in: &grid, x: rect.x + 1, y: y, width: rect.width - 2, on: .screen, context: scene.context)
            grid.addHitRegion(Rect(x: rect.x, y: y, width: rect.width, height: 1), .activity(activityID: own.id))
            y += 2
        }
        if apps.isEmpty {
            SpanWriter.writeCentered([Span(scene.strings.noActivity, .secondaryText)], in: &grid, x: rect.x, y: rect.y + rect.height / 2,
                                     width: rect.width, on: .screen, context: scene.context)
        }
    }

    /// The date and the time (big when there is room for it and a card); returns the next free row.
    static func drawClock(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int, bottom: Int, big: Bool) -> Int {
        let context = scene.context
        scene.clock.clockShown()
        let date = ClockText.dateLine(scene.now, in: context.timeZone, strings: scene.strings)
        SpanWriter.writeCentered([Span(date, .secondaryText, [.bold])], in: &grid, x: x, y: y, width: width, on: .screen,
                                 context: context)
        let time = ClockText.hoursMinutes(scene.now, in: context.timeZone)
        let cardHeight = scene.cards.first.map { LockScreenCard.height($0.view) } ?? 2
        let size = BigText.size(time, scale: 1)
        if big, size.width <= width, y + 1 + size.height + 1 + cardHeight <= bottom {
            let style = CellStyle(.cardText, on: .screenBackground, [.bold])
            BigText.draw(time, in: &grid, x: x + (width - size.width) / 2, y: y + 1, scale: 1, style: style, glyphs: context.glyphs)
            return y + size.height + 2
        }
        SpanWriter.writeCentered([Span(time, .cardText, [.bold])], in: &grid, x: x, y: y + 1, width: width, on: .screen,
                                 context: context)
        return y + 3
    }
}
