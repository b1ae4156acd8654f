import Foundation
import IslandCore

/// Builds an activity's view for one frame: the type's layout, then its state — stale content
/// is dimmed and marked with when it was last updated; an ended one says when it goes away.
enum ActivityViewFactory {
    static func make(_ activity: Activity, now: Date, context: RenderContext) -> ActivityView {
        let input = ViewInput(activity: activity, now: now, context: context)
        var view: ActivityView
        switch activity.content {
        case .trip(let attributes, let state): view = TripView.make(attributes, state, input)
        case .ride(let attributes, let state): view = RideView.make(attributes, state, input)
        case .generic(let content): view = GenericView.make(content, input)
        }
        switch activity.state {
        case .stale: markStale(&view, activity, input)
        case .ended, .dismissed: markEnded(&view, activity, input)
        case .active: break
        }
        return view
    }

    static func markStale(_ view: inout ActivityView, _ activity: Activity, _ input: ViewInput) {
        let minutes = max(0, Int(input.now.timeIntervalSince(activity.updatedAt) / 60))
        let banner = Row.text(Span(input.strings.stale(minutesAgo: minutes), .stale, [.bold]))
        view.isStale = true
        view.minimal = view.minimal.map { $0.adding(.dim) }
        view.compactLeading = view.compactLeading.map { $0.adding(.dim) }
        view.compactTrailing = view.compactTrailing.map { $0.adding(.dim) }
        view.expandedRows = view.expandedRows.map { $0.dimmed() } + [banner]
        view.cardRows = view.cardRows.map { $0.dimmed() } + [banner]
        view.keyFigure.role = .stale
        view.keyFigure.caption += [Span(input.separator + input.strings.stale(minutesAgo: minutes), .stale)]
    }

    static func markEnded(_ view: inout ActivityView, _ activity: Activity, _ input: ViewInput) {
        let time = activity.dismissAt.map { input.clock($0) }
        view.isEnded = true
        view.cardRows.append(.text(Span(input.strings.ended(dismissedAt: time), .secondaryText, [.bold])))
        view.expandedRows.append(.text(Span(input.strings.ended(dismissedAt: nil), .secondaryText, [.bold])))
    }
}
