import Foundation

/// What one activity shows on every surface, worked out once per frame from its type's
/// presentation and its content; the presentation drawers only place it. Mirrors a widget
/// extension's views: `minimal`, `compactLeading` / `compactTrailing`, the expanded regions,
/// the Lock Screen.
struct ActivityView: Hashable, Sendable {
    var activityID: String
    /// Plain title for prompts and the status line ("RNV 5 → Heidelberg Bismarckplatz").
    var title: String
    /// What the status line says of it ("unterwegs").
    var status: String
    var minimal: [Span]
    var compactLeading: [Span]
    var compactTrailing: [Span]
    var expandedRows: [Row]
    /// The Lock Screen card's rows, in order, each with its priority: a short card keeps the
    /// highest first.
    var cardRows: [Row]
    var cardPriorities: [Int]
    /// The `small` family's rows (Apple Watch Smart Stack, CarPlay); nil: the type or widget
    /// has none, and those surfaces show the app's name over the compact pair (`SmallFamily`).
    var small: [Row]?
    var smallPriorities: [Int] = []
    /// The button's label and what the confirmation asks ("Beenden", "Fahrt beenden?").
    var buttonLabel: String?
    var prompt: String?
    /// Every control's label, in their order (`b` presses `selectedControl`'s; the first:
    /// `render --json`'s "button").
    var controlLabels: [String] = []
    var selectedControl = 0
    /// The next instant any text of this view changes by itself (a countdown, "updated 3 min
    /// ago"); nil when nothing on it depends on time.
    var nextChange: Date?
    /// The app's icon, as the Home Screen shows it.
    var appIcon = Span("")
    /// The app's name in the activity's language: the label in the card's top edge, so
    /// several apps' cards say whose each is.
    var appName = ""
    /// The island's thin edge in the app's `keylineTint`; nil: none (the island's own black).
    var keyline: ColorRole?
    /// The keyline's own colour where the app names one (`keylineTint(Color(red:green:blue:))`),
    /// drawn in truecolour or the nearest colour the terminal has; the role where it has none.
    var keylineColor: AppColor?
    /// The card's background in the app's `activityBackgroundTint` (evaluated per frame); nil:
    /// the theme's card.
    var cardTint: AppColor?
    /// A widget's own drawing of the surfaces whose environment differs (`ActivityView+Surfaces`);
    /// nil: the Lock Screen's and the island's.
    var alwaysOnCardRows: [Row]?
    var standByCardRows: [Row]?
    var standByTint: AppColor?
    var landscape: IslandSpans?
    /// The `small` view's background tint (the Watch tile, CarPlay's).
    var smallTint: AppColor?
    var isStale = false
    var isEnded = false
    /// island's own word on the activity's state ("wird beendet …", "beendet · verschwindet um
    /// 23:34"), in the user's language: drawn in the card's frame, beside the app's view, never
    /// inside it (iOS draws only what the app draws there).
    var frameNote: Span?
    /// Drawn by the app's own widget: island adds nothing inside it (the status line says
    /// what the state is).
    var drawnByWidget = false
    /// How many of `cardRows` the widget drew (the rest are island's: the stale banner); a
    /// card narrower than the widget's Lock Screen lays those out again at its own width.
    var widgetCardRows = 0
}
