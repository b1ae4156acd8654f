import Foundation
import IslandCore

/// One frame without a terminal, for `island render`: a whole screen through `Renderer`, or
/// one presentation of one activity through `Presentations`. Pure.
package enum StillFrame {
    /// The activity a presentation shows: the one asked for, else the one the island shows
    /// as iOS decides it (the most relevant), else the selected Lock Screen card.
    package static func activity(in model: AppModel, id: String? = nil) -> Activity? {
        if let id { return model.system.activity(id) }
        return model.islandLead ?? model.selected
    }

    /// The frame, or nil when a presentation was asked for and there is no activity to show.
    /// - Parameters:
    ///   - width, height: the screen size; for a presentation the width (nil: its natural
    ///     width; the height follows from the content, except for StandBy).
    package static func grid(_ model: AppModel, view: StillView, width: Int?, height: Int?, now: Date,
                            context: RenderContext, activityID: String? = nil) -> Grid? {
        if view.isScreen {
            var model = model
            model.viewMode = view == .phone || view == .alwaysOn ? .phone : view == .standby ? .standby : .dashboard
            if let activityID { model.selectedID = activityID }
            if view == .alwaysOn {
                // Always-On is the locked phone's Lock Screen, dimmed.
                model.locked = true
                model.device = .iPhone
                model.alwaysOn = true
            }
            // A headless frame takes no keys: it is drawn one row taller and that row, the key
            // footer, is left off, so the layout is the one a terminal of this size shows.
            let rows = height ?? StillView.defaultScreenSize.height
            // Always-On is dimmed by the renderer, as the dashboard draws it.
            return Renderer.render(model, width: width ?? StillView.defaultScreenSize.width, height: rows + 1, now: now,
                                   context: context).top(rows)
        }
        guard let activity = activity(in: model, id: activityID) else { return nil }
        switch view {
        case .minimal: return Presentations.minimal(activity: activity, now: now, context: context, width: width)
        case .compact: return Presentations.compact(activity: activity, now: now, context: context, width: width)
        case .expanded: return Presentations.expanded(activity: activity, now: now, context: context, width: width)
        case .lock: return Presentations.lockScreen(activity: activity, now: now, context: context, width: width)
        case .watch, .carplay, .menubar, .landscape:
            return SurfacePresentations.grid(view, activity: activity, model: model, now: now, context: context, width: width)
        case .dashboard, .phone, .standby, .alwaysOn: return nil
        }
    }
}
