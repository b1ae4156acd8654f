import Foundation
import IslandCore

/// What the Dynamic Island shows at a moment, as iOS decides it: nothing running, the compact
/// presentation of the most relevant activity, two minimal ones for activities of two apps,
/// or the expanded presentation during an alert or touch-and-hold.
enum IslandPresentation {
    case empty
    case compact(Activity)
    case pair(Activity, Activity)
    case expanded(Activity)

    /// The island of all the island's activities (`activities`, the model's
    /// `islandActivities`) (the dashboard's island row, an unlocked
    /// phone): expanded while held open, or during an alert when the phone is unlocked — a
    /// locked phone lights the alert's Lock Screen card instead.
    static func current(_ model: AppModel, activities: [Activity], now: Date) -> IslandPresentation {
        guard let first = activities.first else { return .empty }
        if model.expandedHeld || model.isAlerting(at: now) && !model.locked {
            let alerted = model.isAlerting(at: now) ? model.alertActivityID.flatMap { id in activities.first { $0.id == id } } : nil
            return .expanded(alerted ?? first)
        }
        return showing(activities)
    }

    /// The island of a locked phone: an activity whose card is on the Lock Screen is not also
    /// in the island (iOS shows it once); the ones the Lock Screen had no room for are.
    static func locked(_ activities: [Activity], cardsShown: Set<String>) -> IslandPresentation {
        showing(activities.filter { !cardsShown.contains($0.id) })
    }

    /// The most relevant activity's compact presentation, or two apps' minimal ones.
    static func showing(_ activities: [Activity]) -> IslandPresentation {
        guard let first = activities.first else { return .empty }
        if let other = activities.first(where: { $0.app.bundle != first.app.bundle }) {
            return .pair(first, other)
        }
        return .compact(first)
    }

    /// The camera gap of an island with nothing in it, or beside a minimal.
    static let cameraWidth = 8

    /// The empty island: a dark pill around the camera.
    static func drawEmpty(in grid: inout Grid, x: Int, y: Int, maxWidth: Int, context: RenderContext) {
        Pill.draw(in: &grid, x: x, y: y, width: min(maxWidth, cameraWidth + 4), glyphs: context.glyphs)
    }

    static func pairWidth(_ first: ActivityView, _ second: ActivityView, context: RenderContext) -> Int {
        MinimalPresentation.width(first, context: context) + cameraWidth + 1 + MinimalPresentation.width(second, context: context)
    }

    /// Two apps: the first activity's minimal at the island's leading edge, the second's in a
    /// detached bubble to its right.
    static func drawPair(_ first: ActivityView, _ second: ActivityView, in grid: inout Grid, x: Int, y: Int, maxWidth: Int,
                         context: RenderContext) {
        let firstWidth = MinimalPresentation.width(first, context: context)
        let secondWidth = MinimalPresentation.width(second, context: context)
        let islandWidth = min(maxWidth, firstWidth + cameraWidth)
        guard islandWidth > 0 else { return }
        grid.addHitRegion(Rect(x: x, y: y, width: islandWidth, height: 1), .activity(activityID: first.activityID))
        let inner = Pill.draw(in: &grid, x: x, y: y, width: islandWidth, glyphs: context.glyphs, keyline: first.keyline, keylineColor: first.keylineColor)
        SpanWriter.write(first.minimal, in: &grid, x: inner.x + 1, y: y, width: inner.width - 1, on: .island, context: context)
        let bubbleX = x + islandWidth + 1
        MinimalPresentation.draw(second, in: &grid, x: bubbleX, y: y, maxWidth: min(secondWidth, x + maxWidth - bubbleX),
                                 context: context)
    }
}
