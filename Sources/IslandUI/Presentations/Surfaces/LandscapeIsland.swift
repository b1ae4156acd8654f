/// The Dynamic Island of an iPhone in landscape (iOS 27): compact and minimal, with no room to
/// grow in width (`isDynamicIslandLimitedInWidth`). Apple gives no widths; island's choice: a
/// fixed pill of five cells before the camera and six after it, a minimal of four.
enum LandscapeIsland {
    static let leadingLimit = 5
    static let trailingLimit = 6
    static let cameraGap = 6
    static let minimalLimit = 4
    static let environment = SurfaceEnvironment.landscapeIsland

    /// The compact pill's width: always the same, whatever its content.
    static let compactWidth = 2 + 1 + leadingLimit + cameraGap + trailingLimit + 1

    static func minimalWidth(_ lockScreenView: ActivityView, context: RenderContext) -> Int {
        let view = lockScreenView.landscapeIsland
        return min(SpanWriter.width(view.minimal, context: context), minimalLimit) + 4
    }

    /// The compact pill at (x, y): the leading side cut to its limit, the camera, the
    /// trailing side right-aligned in its limit.
    static func drawCompact(_ portraitView: ActivityView, in grid: inout Grid, x: Int, y: Int, maxWidth: Int, context: RenderContext) {
        let view = portraitView.landscapeIsland
        let width = min(maxWidth, compactWidth)
        // Narrower than its caps and one cell there is nothing to see (nor to click).
        guard width >= 4 else { return }
        grid.addHitRegion(Rect(x: x, y: y, width: width, height: 1), .activity(activityID: view.activityID))
        let inner = Pill.draw(in: &grid, x: x, y: y, width: width, glyphs: context.glyphs, keyline: view.keyline, keylineColor: view.keylineColor)
        guard inner.width > 2 else { return }
        let leading = SpanWriter.fitting(view.compactLeading, width: leadingLimit, context: context)
        SpanWriter.write(leading, in: &grid, x: inner.x + 1, y: y, width: min(leadingLimit, inner.width - 2), on: .island, context: context)
        let trailing = SpanWriter.fitting(view.compactTrailing, width: trailingLimit, context: context)
        let trailWidth = min(trailingLimit, SpanWriter.width(trailing, context: context))
        let trailX = inner.maxX - 1 - trailWidth
        if trailX >= inner.x + 1 + leadingLimit {
            SpanWriter.write(trailing, in: &grid, x: trailX, y: y, width: trailWidth, on: .island, context: context)
        }
    }

    /// The minimal pill, its content cut to four cells.
    @discardableResult
    static func drawMinimal(_ portraitView: ActivityView, in grid: inout Grid, x: Int, y: Int, maxWidth: Int, context: RenderContext) -> Int {
        let view = portraitView.landscapeIsland
        let width = min(maxWidth, minimalWidth(view, context: context))
        guard width >= 4 else { return 0 }
        grid.addHitRegion(Rect(x: x, y: y, width: width, height: 1), .activity(activityID: view.activityID))
        let inner = Pill.draw(in: &grid, x: x, y: y, width: width, glyphs: context.glyphs, keyline: view.keyline, keylineColor: view.keylineColor)
        SpanWriter.writeCentered(view.minimal, in: &grid, x: inner.x + 1, y: y, width: max(0, inner.width - 2), on: .island,
                                 context: context)
        return width
    }

    /// The island as iOS decides it, width-limited: the most relevant activity's compact
    /// pill, or two apps' minimal pills side by side.
    static func draw(_ input: SurfaceInput, in grid: inout Grid, x: Int, y: Int, width: Int) {
        guard let top = input.top else {
            IslandPresentation.drawEmpty(in: &grid, x: x + max(0, (width - IslandPresentation.cameraWidth - 4) / 2), y: y,
                                         maxWidth: width, context: input.context)
            return
        }
        if let other = input.rest.first(where: { $0.appName != top.appName }) {
            let total = minimalWidth(top, context: input.context) + 1 + minimalWidth(other, context: input.context)
            let start = x + max(0, (width - total) / 2)
            let used = drawMinimal(top, in: &grid, x: start, y: y, maxWidth: width, context: input.context)
            drawMinimal(other, in: &grid, x: start + used + 1, y: y, maxWidth: x + width - start - used - 1, context: input.context)
            return
        }
        drawCompact(top, in: &grid, x: x + max(0, (width - compactWidth) / 2), y: y, maxWidth: width, context: input.context)
    }
}
