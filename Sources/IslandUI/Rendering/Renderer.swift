import Foundation
import IslandCore

/// The one entry point of the view: the whole frame for a model at `now`, for a terminal of
/// width × height cells, with the next instant it changes by itself. Pure; nothing is drawn
/// outside the grid at any size, down to 0×0.
package enum Renderer {
    package static func frame(_ model: AppModel, width: Int, height: Int, now: Date, context: RenderContext) -> RenderedFrame {
        var grid = Canvas.blank(width: width, height: height)
        guard width > 0, height > 0 else { return RenderedFrame(grid: grid, nextChange: nil) }
        let scene = Scene(model: model, now: now, context: context)
        switch model.viewMode {
        case .dashboard: DashboardView.draw(scene, in: &grid)
        case .phone:
            PhoneView.draw(scene, in: &grid)
            // Always-On: the whole phone dimmed and dark (the keys' footer stays legible).
            if model.alwaysOn { grid = AlwaysOn.dimmed(grid, keepingLast: height >= 3 ? 1 : 0) }
        case .standby: StandByView.draw(scene, in: &grid)
        }
        if model.keyScope == .openedEntry { EntryView.draw(scene, in: &grid) }
        if let pending = model.pending {
            grid = Canvas.modalBackground(grid)
            AuthPrompt.draw(pending, scene: scene, in: &grid)
        } else if model.showHelp {
            grid = Canvas.modalBackground(grid)
            HelpOverlay.draw(scene, in: &grid)
        } else if model.settings != nil {
            grid = Canvas.modalBackground(grid)
            SettingsOverlay.draw(scene, in: &grid)
        }
        return RenderedFrame(grid: grid, nextChange: scene.nextChange)
    }

    /// The frame's grid alone.
    package static func render(_ model: AppModel, width: Int, height: Int, now: Date, context: RenderContext) -> Grid {
        frame(model, width: width, height: height, now: now, context: context).grid
    }
}
