import Foundation
import IslandCore

/// Each device surface of one activity drawn alone at its natural size (`island render --view
/// watch|carplay|menubar|landscape`), as `Presentations` draws the island's and the card.
package enum SurfacePresentations {
    static func input(_ activity: Activity, now: Date, context: RenderContext, opened: Bool = false) -> SurfaceInput {
        SurfaceInput(views: [ActivityViewBuilder.make(activity, now: now, context: context)], opened: opened, now: now, context: context)
    }

    package static func watch(activity: Activity, now: Date, context: RenderContext, opened: Bool = false) -> Grid {
        let size = WatchSmartStack.naturalSize
        var grid = Canvas.blank(width: size.width, height: size.height)
        WatchSmartStack.draw(input(activity, now: now, context: context, opened: opened), in: &grid, rect: grid.bounds)
        return grid
    }

    package static func carPlay(activity: Activity, now: Date, context: RenderContext, width: Int? = nil) -> Grid {
        let size = CarPlayHome.naturalSize
        var grid = Canvas.blank(width: max(width ?? size.width, 16), height: size.height)
        CarPlayHome.draw(input(activity, now: now, context: context), in: &grid, rect: grid.bounds)
        return grid
    }

    package static func menuBar(activity: Activity, now: Date, context: RenderContext, width: Int? = nil, opened: Bool = false) -> Grid {
        let input = input(activity, now: now, context: context, opened: opened)
        var grid = Canvas.blank(width: width ?? MenuBarStrip.naturalWidth, height: MenuBarStrip.height(input))
        MenuBarStrip.draw(input, in: &grid, rect: grid.bounds)
        return grid
    }

    /// The width-limited compact pill, then the minimal one, in one row.
    package static func landscape(activity: Activity, now: Date, context: RenderContext) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        let minimal = LandscapeIsland.minimalWidth(view, context: context)
        var grid = Canvas.blank(width: LandscapeIsland.compactWidth + 2 + minimal, height: 1)
        LandscapeIsland.drawCompact(view, in: &grid, x: 0, y: 0, maxWidth: LandscapeIsland.compactWidth, context: context)
        LandscapeIsland.drawMinimal(view, in: &grid, x: LandscapeIsland.compactWidth + 2, y: 0, maxWidth: minimal, context: context)
        return grid
    }

    /// The landscape compact pill alone (its `compactLeading` / `compactTrailing` for `render --json`).
    package static func landscapeCompact(activity: Activity, now: Date, context: RenderContext) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: LandscapeIsland.compactWidth, height: 1)
        LandscapeIsland.drawCompact(view, in: &grid, x: 0, y: 0, maxWidth: grid.width, context: context)
        return grid
    }

    package static func landscapeMinimal(activity: Activity, now: Date, context: RenderContext) -> Grid {
        let view = ActivityViewBuilder.make(activity, now: now, context: context)
        var grid = Canvas.blank(width: LandscapeIsland.minimalWidth(view, context: context), height: 1)
        LandscapeIsland.drawMinimal(view, in: &grid, x: 0, y: 0, maxWidth: grid.width, context: context)
        return grid
    }

    static func grid(_ view: StillView, activity: Activity, model: AppModel, now: Date, context: RenderContext, width: Int?) -> Grid? {
        switch view {
        case .watch: return watch(activity: activity, now: now, context: context)
        case .carplay: return carPlay(activity: activity, now: now, context: context, width: width)
        case .menubar: return menuBar(activity: activity, now: now, context: context, width: width)
        case .landscape: return landscape(activity: activity, now: now, context: context)
        default: return nil
        }
    }
}
