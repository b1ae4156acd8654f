import Foundation
import IslandCore
import IslandInput
import IslandSwiftSource
import IslandTypes

/// The surfaces whose SwiftUI environment is not the Lock Screen's, drawn from the widget with
/// that environment: the `small` family (Apple Watch Smart Stack, CarPlay) when the widget
/// declares `.supplementalActivityFamilies([.small])`; Always-On (`isLuminanceReduced`),
/// StandBy (`isActivityFullscreen`, no container background) and the landscape island
/// (`isDynamicIslandLimitedInWidth`) when its code reads those values — else the Lock Screen's
/// and the island's own drawing is that surface's, and nothing is evaluated twice.
enum WidgetSurfaceVariants {
    /// The `small` view's cells: the Watch tile's inside (CarPlay's tile shows the same rows).
    static let smallWidth = WatchSmartStack.naturalSize.width - 6
    static let smallRows = 6

    typealias Run = ((inout WidgetEnvironment) -> Void) -> WidgetSurfaces

    static func apply(_ activity: Activity, now: Date, context: RenderContext, to view: inout ActivityView) {
        guard let program = activity.definition.widget, let widget = program.widget(for: activity.attributesType) else { return }
        let base = WidgetPresentation.environment(activity, now: now, context: context)
        apply(program: program, widget: widget, activityID: activity.id, context: context, to: &view) { change in
            var environment = base
            change(&environment)
            return WidgetRunner.run(program, widget: widget, attributes: activity.attributes, state: activity.contentState,
                                    isStale: activity.state == .stale, environment: environment)
        }
    }

    static func apply(program: WidgetProgram, widget: WidgetDeclaration, activityID: String, context: RenderContext,
                      to view: inout ActivityView, run: Run) {
        if widget.supplementalFamilies.contains("small") {
            let surfaces = run { $0.activityFamily = "small" }
            // Each control's cells press that control, as on the card.
            var layout = WidgetLayout(asciiOnly: context.asciiOnly, buttonTarget: nil)
            layout.activityID = activityID
            layout.actionColor = surfaces.actionForeground
            let canvas = layout.draw(surfaces.lockScreen, width: smallWidth, height: smallRows)
            view.small = canvas.rows().map { .line($0, trailing: []) }
            view.smallPriorities = []
            view.smallTint = surfaces.background?.appColor
        }
        if program.readsEnvironment("isLuminanceReduced") {
            let frame = WidgetPresentation.frame(run { $0.isLuminanceReduced = true }, activityID: activityID, context: context)
            view.alwaysOnCardRows = frame.lockScreen.rows
        }
        if program.readsEnvironment("isActivityFullscreen") || program.readsEnvironment("showsWidgetContainerBackground") {
            let surfaces = run {
                $0.isActivityFullscreen = true
                $0.showsWidgetContainerBackground = false
            }
            let frame = WidgetPresentation.frame(surfaces, activityID: activityID, context: context)
            view.standByCardRows = frame.lockScreen.rows
            view.standByTint = surfaces.background?.appColor
        }
        if program.readsEnvironment("isDynamicIslandLimitedInWidth") {
            let frame = WidgetPresentation.frame(run { $0.isLimitedInWidth = true }, activityID: activityID, context: context)
            view.landscape = ActivityView.IslandSpans(minimal: frame.minimal.spansFromContent, compactLeading: frame.compactLeading.spans,
                                                      compactTrailing: frame.compactTrailing.spans)
        }
    }
}
