import Foundation
import IslandCore

/// One frame's inputs with each activity's view worked out once: the model, the time, the
/// context, and what the island shows.
struct Scene {
    let model: AppModel
    let now: Date
    let context: RenderContext
    /// The Lock Screen's activities, most relevant first, with their views.
    let cards: [(activity: Activity, view: ActivityView)]
    let island: IslandPresentation

    init(model: AppModel, now: Date, context: RenderContext) {
        self.model = model
        self.now = now
        self.context = context
        cards = model.lockScreenActivities.map { ($0, ActivityViewFactory.make($0, now: now, context: context)) }
        island = IslandPresentation.current(model, now: now)
    }

    var strings: Strings { context.strings }

    func view(_ activity: Activity) -> ActivityView {
        cards.first { $0.activity.id == activity.id }?.view ?? ActivityViewFactory.make(activity, now: now, context: context)
    }

    var selected: Activity? { model.selected }

    /// The activity the dashboard's island row inspects: the selected one while it is in the
    /// island, else the most relevant one there.
    var focus: Activity? {
        if let selected, selected.isOnIsland { return selected }
        return model.islandActivities.first
    }

    /// The expanded pane's activity: the one an alert is lighting up, else the focus.
    var expandedFocus: Activity? {
        if case .expanded(let activity) = island { return activity }
        return focus
    }
}
