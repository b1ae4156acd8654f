import Foundation
import IslandCore

/// One frame's inputs with each activity's view worked out once: the model, the time, the
/// context, and what the island shows. A class: every view is handed the scene, and a
/// struct holding the whole model would be copied (and every reference in it retained) at
/// each hand-over.
final class Scene {
    let model: AppModel
    let now: Date
    let context: RenderContext
    /// The Lock Screen's activities, most relevant first, with their views.
    let cards: [(activity: Activity, view: ActivityView)]
    /// The cards' views by activity id (reading a card's id out of `cards` copies the card).
    private let cardViews: [String: ActivityView]
    /// The island's activities, most relevant first.
    let islandActivities: [Activity]
    /// The selected activity if it is still on the Lock Screen, else the most relevant one.
    let selected: Activity?
    /// What the island shows where it stands for an unlocked phone (the dashboard's island
    /// row, the phone view unlocked).
    let island: IslandPresentation
    /// What the drawers showed that changes by itself.
    let clock = FrameClock()
    /// Set by the layout before the bars are drawn: whether this frame has an events pane
    /// (else the status line says what it would show, `ProblemNote`) and the selected card
    /// (else the footer does not offer its button).
    var eventsPaneShown = false
    var selectedCardShown = true

    init(model: AppModel, now: Date, context: RenderContext) {
        self.model = model
        self.now = now
        self.context = context
        // The model's lists copy every activity: worked out once a frame, here.
        let lockScreen = model.lockScreenActivities
        // Always-On: each card as its widget draws it with `isLuminanceReduced`.
        let dark = model.alwaysOn && model.viewMode == .phone
        let cards = lockScreen.map { ($0, dark ? Self.view($0, now: now, context: context).alwaysOn : Self.view($0, now: now, context: context)) }
        self.cards = cards
        cardViews = Dictionary(cards.map { ($0.0.id, $0.1) }, uniquingKeysWith: { first, _ in first })
        islandActivities = model.islandActivities
        selected = model.selected(among: lockScreen)
        island = IslandPresentation.current(model, activities: islandActivities, now: now)
    }

    var strings: Strings { context.strings }

    /// The activity's view; asking for it counts it as shown in this frame.
    func view(_ activity: Activity) -> ActivityView {
        clock.shown(activity.id)
        return cardViews[activity.id] ?? Self.view(activity, now: now, context: context)
    }

    /// The activity's view at `now`: the one built for an earlier frame while it is still the
    /// same (`ActivityViewCache`).
    static func view(_ activity: Activity, now: Date, context: RenderContext) -> ActivityView {
        context.viewCache.view(activity, now: now, context: context) {
            ActivityViewBuilder.make(activity, now: now, context: context)
        }
    }

    /// The activity the island shows as iOS decides it: the most relevant one.
    var focus: Activity? { islandActivities.first }

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

    /// The card an alert lights while the phone is locked (unlocked, the island expands).
    var alertingCardID: String? {
        model.locked && model.isAlerting(at: now) ? model.alertActivityID : nil
    }

    /// The next instant something on screen changes by itself: a shown activity's view, the
    /// end of an alert's highlight (the expanded island, a lit card), the next minute of a
    /// shown clock. (The status line's virtual clock is the reducer's deadline: it decides
    /// how often a fast clock may wake the loop.)
    var nextChange: Date? {
        var changes = cards.filter { clock.shownActivities.contains($0.activity.id) }.compactMap(\.view.nextChange)
        if let until = model.alertUntil, until > now { changes.append(until) }
        if clock.showsClock { changes.append(Self.nextMinute(after: now)) }
        return changes.min()
    }

    /// The start of the minute after `now` (a clock of hours and minutes turns over then).
    static func nextMinute(after now: Date) -> Date {
        let seconds = now.timeIntervalSinceReferenceDate
        return Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
    }
}
