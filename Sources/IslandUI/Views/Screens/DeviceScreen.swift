import IslandCore
/// The devices other than the portrait iPhone (`d`), each drawn from the same scene: what the
/// phone view shows full screen and the dashboard's top pane shows at its natural size.
enum DeviceScreen {
    /// The activities a device shows, the selected one first (the Watch's crown and CarPlay's
    /// tile follow the selection, island's choice), an alert raising its own.
    static func input(_ scene: Scene) -> SurfaceInput {
        let device = scene.model.device
        // The menu bar and the landscape island show what the island shows; the Watch and
        // CarPlay what the Lock Screen shows (an ended activity until it is dismissed).
        let activities = device == .mac || device == .iPhoneLandscape ? scene.islandActivities : scene.cards.map(\.activity)
        var views = device == .watch && scene.model.watchOutOfRange
            ? activities.map { ActivityViewBuilder.make(Self.asOutOfRangeWatchHasIt($0), now: scene.now, context: scene.context) }
            : activities.map { scene.view($0) }
        if let selected = scene.selected, let index = views.firstIndex(where: { $0.activityID == selected.id }) {
            views.insert(views.remove(at: index), at: 0)
        }
        scene.clock.clockShown()
        let alerting = scene.model.isAlerting(at: scene.now) ? scene.model.alertActivityID : nil
        return SurfaceInput(views: views, alertingID: alerting, opened: scene.model.expandedHeld, now: scene.now,
                            context: scene.context)
    }

    /// The activity as a Watch out of range of its iPhone has it: the content of its last
    /// alerting push ("content updates may sometimes be limited to only alerting updates").
    static func asOutOfRangeWatchHasIt(_ activity: Activity) -> Activity {
        guard let alerted = activity.alertedContentState else { return activity }
        var copy = activity
        copy.contentState = alerted
        return copy
    }

    /// The rows the device takes at its natural size (the dashboard's pane).
    static func naturalHeight(_ scene: Scene) -> Int {
        switch scene.model.device {
        case .iPhone: return IslandRow.height(scene)
        case .iPhoneLandscape: return 3
        case .watch: return WatchSmartStack.naturalSize.height
        case .carPlay: return CarPlayHome.naturalSize.height
        case .mac: return MenuBarStrip.height(input(scene))
        }
    }

    /// The device at its natural size in `rect` (the dashboard's top pane).
    static func drawPane(_ scene: Scene, in grid: inout Grid, rect: Rect) {
        guard scene.model.device != .iPhone else {
            IslandRow.draw(scene, in: &grid, rect: rect)
            return
        }
        // Asked for only here: building it counts every activity's view (and the clock) as shown.
        let input = input(scene)
        switch scene.model.device {
        case .iPhone:
            break
        case .iPhoneLandscape:
            let width = min(rect.width, LandscapeIsland.compactWidth + 8)
            LandscapeIsland.draw(input, in: &grid, x: rect.x, y: rect.y + 1, width: width)
        case .watch:
            let size = WatchSmartStack.naturalSize
            WatchSmartStack.draw(input, in: &grid, rect: Rect(x: rect.x, y: rect.y, width: min(rect.width, size.width),
                                                              height: min(rect.height, size.height)))
        case .carPlay:
            let size = CarPlayHome.naturalSize
            CarPlayHome.draw(input, in: &grid, rect: Rect(x: rect.x, y: rect.y, width: min(rect.width, size.width),
                                                          height: min(rect.height, size.height)))
        case .mac:
            MenuBarStrip.draw(input, in: &grid, rect: Rect(x: rect.x, y: rect.y, width: min(rect.width, MenuBarStrip.naturalWidth),
                                                           height: rect.height))
        }
    }

    /// The device filling the screen above the footer (the phone view).
    static func draw(_ scene: Scene, in grid: inout Grid) {
        let footerRows = grid.height >= 3 ? 1 : 0
        let screen = Rect(x: 0, y: 0, width: grid.width, height: grid.height - footerRows)
        guard scene.model.device != .iPhone else {
            PhoneView.draw(scene, in: &grid)
            return
        }
        let input = input(scene)
        switch scene.model.device {
        case .iPhone:
            break
        case .iPhoneLandscape:
            drawLandscape(scene, input, in: &grid, rect: screen)
        case .watch:
            WatchSmartStack.draw(input, in: &grid, rect: centred(WatchSmartStack.naturalSize, in: screen))
        case .carPlay:
            let size = (width: max(CarPlayHome.naturalSize.width, min(screen.width, 80)), height: CarPlayHome.naturalSize.height)
            CarPlayHome.draw(input, in: &grid, rect: centred(size, in: screen))
        case .mac:
            MenuBarStrip.draw(input, in: &grid, rect: screen)
        }
        if footerRows > 0 { Footer.draw(scene, in: &grid, x: 0, y: grid.height - 1, width: grid.width) }
    }

    /// A landscape iPhone: a wide, low frame, the width-limited island on top (the expanded
    /// one under it while held open or alerting), the Home Screen's apps below.
    static func drawLandscape(_ scene: Scene, _ input: SurfaceInput, in grid: inout Grid, rect: Rect) {
        let frame = centred((width: min(rect.width, 72), height: min(rect.height, 18)), in: rect)
        guard frame.width >= 24, frame.height >= 6 else {
            LandscapeIsland.draw(input, in: &grid, x: rect.x, y: rect.y, width: rect.width)
            return
        }
        PhoneView.phoneFrame.draw(in: &grid, frame, glyphs: scene.context.glyphs)
        let screen = Box.content(of: frame)
        SpanWriter.write(input.clock, style: CellStyle(.cardText, on: .screenBackground, [.bold]), in: &grid, x: screen.x,
                         y: screen.y, width: 6, context: scene.context)
        LandscapeIsland.draw(input, in: &grid, x: screen.x, y: screen.y, width: screen.width)
        var y = screen.y + 1
        if case .expanded(let activity) = scene.island {
            let view = scene.view(activity)
            let width = min(screen.width, ExpandedPresentation.naturalWidth)
            let height = min(ExpandedPresentation.height(view), screen.height - 1)
            ExpandedPresentation.draw(view, in: &grid, rect: Rect(x: screen.x + (screen.width - width) / 2, y: y, width: width,
                                                                  height: height), context: scene.context)
            y += height
        }
        PhoneView.drawHome(scene, in: &grid, rect: Rect(x: screen.x, y: y, width: screen.width, height: screen.maxY - y))
    }

    static func centred(_ size: (width: Int, height: Int), in rect: Rect) -> Rect {
        let width = min(size.width, rect.width)
        let height = min(size.height, rect.height)
        return Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width, height: height)
    }
}
