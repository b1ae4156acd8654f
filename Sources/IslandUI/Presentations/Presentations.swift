import Foundation
import IslandCore

/// Each presentation of one activity drawn alone, e.g. for `island render --view minimal`.
/// A nil width takes the presentation's natural width; heights follow from the content.
package enum Presentations {
    package static func minimal(activity: Activity, now: Date, context: RenderContext, width: Int? = nil) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: width ?? MinimalPresentation.width(view, context: context), height: 1)
        MinimalPresentation.draw(view, in: &grid, x: 0, y: 0, maxWidth: grid.width, context: context)
        return grid
    }

    package static func compact(activity: Activity, now: Date, context: RenderContext, width: Int? = nil) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: width ?? CompactPresentation.width(view, context: context), height: 1)
        CompactPresentation.draw(view, in: &grid, x: 0, y: 0, width: grid.width, context: context)
        return grid
    }

    package static func expanded(activity: Activity, now: Date, context: RenderContext, width: Int? = nil) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: width ?? ExpandedPresentation.naturalWidth, height: ExpandedPresentation.height(view))
        ExpandedPresentation.draw(view, in: &grid, rect: grid.bounds, context: context)
        return grid
    }

    package static func lockScreen(activity: Activity, now: Date, context: RenderContext, width: Int? = nil,
                                  selected: Bool = false) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: width ?? LockScreenCard.naturalWidth, height: LockScreenCard.height(view))
        LockScreenCard.draw(view, in: &grid, rect: grid.bounds, selected: selected, marked: false, context: context)
        return grid
    }
}
