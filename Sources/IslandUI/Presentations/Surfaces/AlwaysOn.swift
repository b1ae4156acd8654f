/// Always-On: the Lock Screen dimmed and drawn dark (`isLuminanceReduced`). The system dims
/// the display; island draws every cell dim, the card and the wallpaper black.
enum AlwaysOn {
    static let environment = SurfaceEnvironment.alwaysOn

    /// The grid as the Always-On display shows it: the same cells, dim, on black; the click
    /// regions stay (a tap wakes the phone on iOS; here it acts as on the Lock Screen).
    static func dimmed(_ grid: Grid, keepingLast kept: Int = 0) -> Grid {
        var copy = grid
        for y in 0..<max(0, grid.height - kept) {
            for x in 0..<grid.width where !grid[x, y].isContinuation {
                var style = grid[x, y].style.with(.dim)
                switch style.background {
                case .cardBackground, .screenBackground, .button, .terminal:
                    // Dark: the card and its `activityBackgroundTint` go black; the app's own
                    // colours on its views (a badge, its text) stay, dimmed.
                    style.background = .islandBackground
                    style.appBackground = nil
                default: break
                }
                if style.foreground == .cardBorder || style.foreground == .phoneFrame { style.foreground = .secondaryText }
                copy.set(x, y, grid[x, y].glyph, style: style)
            }
        }
        return copy
    }
}
