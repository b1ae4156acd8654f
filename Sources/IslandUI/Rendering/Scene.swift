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
    /// What the island shows where it stands for an unlocked phone (the dashboard's island
    /// row, the phone view unlocked).
    let island: IslandPresentation

    init(model: AppModel, now: Date, context: RenderContext) {
        self.model = model
        self.now = now
        self.context = context
        cards = model.lockScreenActivities.map { ($0, ActivityViewBuilder.make($0, now: now, context: context)) }
        island = IslandPresentation.current(model, now: now)
    }

    var strings: Strings { context.strings }

    func view(_ activity: Activity) -> ActivityView {
        cards.first { $0.activity.id == activity.id }?.view ?? ActivityViewBuilder.make(activity, now: now, context: context)
    }

    var selected: Activity? { model.selected }

    /// The activity the island shows as iOS decides it: the most relevant one.
    var focus: Activity? { model.islandLead }

    /// The selected activity when it is in the island but not the one the island shows: the
    /// dashboard marks it separately.
    var selectedElsewhere: Activity? {
        guard let selected, selected.isOnIsland, selected.id != focus?.id else { return nil }
        return selected
    }

    /// The expanded pane's activity: the one an alert is lighting up, else the focus.
    var expandedFocus: Activity? {
        if case .expanded(let activity) = island { return activity }
        return focus
    }

    /// The card an alert lights while the phone is locked.
    var alertingCardID: String? {
        model.isAlerting(at: now) ? model.alertActivityID : nil
    }

    /// The next instant something on screen changes by itself: any activity's view.
    var nextChange: Date? {
        cards.compactMap(\.view.nextChange).min()
    }
}
