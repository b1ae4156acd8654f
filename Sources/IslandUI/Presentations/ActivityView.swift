/// What one activity shows on every surface, worked out once per frame from its content and
/// state; the presentation drawers only place it. Mirrors a widget extension's views:
/// `minimal`, `compactLeading` / `compactTrailing`, the expanded regions, the Lock Screen.
struct ActivityView: Hashable, Sendable {
    var activityID: String
    /// Plain title for prompts ("RNV 5 → Heidelberg Bismarckplatz").
    var title: String
    var minimal: [Span]
    var compactLeading: [Span]
    var compactTrailing: [Span]
    var expandedRows: [Row]
    /// The Lock Screen card's rows, the title first and the button row last.
    var cardRows: [Row]
    /// StandBy's big figure.
    var keyFigure: KeyFigure
    var isStale = false
    var isEnded = false
}
