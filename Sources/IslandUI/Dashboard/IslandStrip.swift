/// The island in one row, as iOS shows it when not expanded: the compact presentation, the
/// two-app pair of minimal ones, or the empty pill. Used where the row of all three
/// presentations does not fit, and on the phone.
enum IslandStrip {
    /// Draws the island centred (or left-aligned) in `width` cells at (x, y); an expanded
    /// island is shown as its compact form here (callers overlay the expanded one).
    static func draw(_ scene: Scene, in grid: inout Grid, x: Int, y: Int, width: Int, centered: Bool, island: IslandPresentation? = nil) {
        let context = scene.context
        switch island ?? scene.island {
        case .empty:
            let w = min(width, IslandPresentation.cameraWidth + 4)
            IslandPresentation.drawEmpty(in: &grid, x: origin(x, width, w, centered), y: y, maxWidth: w, context: context)
        case .pair(let first, let second):
            let (a, b) = (scene.view(first), scene.view(second))
            let w = min(width, IslandPresentation.pairWidth(a, b, context: context))
            IslandPresentation.drawPair(a, b, in: &grid, x: origin(x, width, w, centered), y: y, maxWidth: w, context: context)
        case .compact(let activity), .expanded(let activity):
            let view = scene.view(activity)
            let w = min(width, CompactPresentation.width(view, context: context))
            CompactPresentation.draw(view, in: &grid, x: origin(x, width, w, centered), y: y, width: w, context: context)
        }
    }

    static func origin(_ x: Int, _ available: Int, _ width: Int, _ centered: Bool) -> Int {
        centered ? x + max(0, (available - width) / 2) : x
    }
}
