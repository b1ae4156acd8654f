import Foundation
import IslandCore
import IslandTypes

/// Everything an activity's view is built from: the activity, the moment, the frame's context
/// and the language its app shows texts in. It also collects the next instant the view would
/// change by itself.
final class PresentationInput {
    let activity: Activity
    let now: Date
    let context: RenderContext
    /// The activity's language: the device's when its app has it, else the app's own.
    let language: String
    /// The activity's type, copied once here: reading it through the activity at each item
    /// copied it each time.
    let definition: TypeDefinition
    private(set) var nextChange: Date?
    /// The app's colour (`ItemRenderer.tint(of:)`), asked for by item after item.
    private(set) lazy var appTint: ColorRole = ItemRenderer.tint(of: activity.app)

    init(activity: Activity, now: Date, context: RenderContext) {
        self.activity = activity
        self.now = now
        self.context = context
        self.language = activity.app.language(for: context.languages)
        self.definition = activity.definition
    }

    var glyphs: Glyphs { context.glyphs }
    var isEnded: Bool { activity.state == .ended || activity.state == .dismissed }

    /// Notes an instant at which something drawn changes.
    func changes(at date: Date?) {
        guard let date, date > now else { return }
        nextChange = min(nextChange ?? date, date)
    }

    /// A text of the presentation in the activity's language.
    func text(_ spec: TextSpec) -> String {
        switch spec {
        case .literal(let text): return text
        case .string(let key): return PresentationStrings.text(key, own: definition.strings, language: language) ?? key
        case .localized(let text): return text.text(for: language, fallback: activity.app.developmentLanguage) ?? ""
        }
    }

    /// One of island's own presentation words ("now", "min") in the activity's language.
    func word(_ key: String) -> String {
        PresentationStrings.text(key, own: definition.strings, language: language) ?? key
    }

    /// "14:32" in the context's zone.
    func clock(_ date: Date) -> String {
        ClockText.hoursMinutes(date, in: context.timeZone)
    }
}
