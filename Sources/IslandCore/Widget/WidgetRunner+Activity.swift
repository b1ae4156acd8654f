import Foundation
import IslandTypes

extension WidgetRunner {
    /// The `widgetURL` the activity's widget gives its Lock Screen view now (a tap on the card
    /// opens it on iOS), or nil when it has none or no widget draws it.
    package static func url(of activity: Activity, now: Date) -> String? {
        guard let program = activity.definition.widget, let widget = program.widget(for: activity.attributesType) else { return nil }
        let environment = WidgetEnvironment(now: now, locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC")!)
        return run(program, widget: widget, attributes: activity.attributes, state: activity.contentState, isStale: activity.state == .stale,
                   environment: environment).url
    }
}
