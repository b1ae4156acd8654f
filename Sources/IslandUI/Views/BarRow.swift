/// A progress-bar line: a label before the bar, what follows it (the percentage), and a
/// right-aligned part. The bar and what follows it are one element with one priority: a
/// narrow row drops it before spans that matter more (the trip's delay outlives its bar).
struct BarRow: Hashable, Sendable {
    var fraction: Double
    var fill: ColorRole
    var before: [Span]
    var after: [Span]
    var trailing: [Span]
    var dimmed: Bool
    var priority: Int

    init(fraction: Double, fill: ColorRole = .progressFill, before: [Span] = [], after: [Span], trailing: [Span] = [],
         dimmed: Bool = false, priority: Int = 5) {
        self.fraction = fraction
        self.fill = fill
        self.before = before
        self.after = after
        self.trailing = trailing
        self.dimmed = dimmed
        self.priority = priority
    }

    /// The narrowest a bar is still worth drawing: below it the bar goes whole.
    static let minimumWidth = 4
}
