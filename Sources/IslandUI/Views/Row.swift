/// One line of a presentation: text with an optional right-aligned part, or a progress bar
/// with a label after it and an optional right-aligned part.
enum Row: Hashable, Sendable {
    case line([Span], trailing: [Span])
    case bar(BarRow)

    static func text(_ spans: Span...) -> Row { .line(spans, trailing: []) }

    /// The row's text spans (a bar's label before and after it), for merging rows.
    var spans: [Span] {
        switch self {
        case .line(let lead, _): return lead
        case .bar(let bar): return bar.before + bar.after
        }
    }

    /// Every span of the row, wherever it sits.
    var allSpans: [Span] {
        switch self {
        case .line(let lead, let trailing): return lead + trailing
        case .bar(let bar): return bar.before + bar.after + bar.trailing
        }
    }

    /// Whether a click on the row can land on a button.
    var hasTarget: Bool {
        allSpans.contains { $0.target != nil }
    }

    /// The same row with every span dimmed: stale content.
    func dimmed() -> Row {
        switch self {
        case .line(let lead, let trailing):
            return .line(lead.map { $0.adding(.dim) }, trailing: trailing.map { $0.adding(.dim) })
        case .bar(var bar):
            bar.before = bar.before.map { $0.adding(.dim) }
            bar.after = bar.after.map { $0.adding(.dim) }
            bar.trailing = bar.trailing.map { $0.adding(.dim) }
            bar.dimmed = true
            return .bar(bar)
        }
    }

    /// A progress bar followed by its percentage.
    static func progress(_ fraction: Double, fill: ColorRole = .progressFill, before: [Span] = [], trailing: [Span] = [],
                         priority: Int = 5) -> Row {
        .bar(BarRow(fraction: fraction, fill: fill, before: before, after: [Span(" \(ProgressBar.percent(fraction))%")],
                    trailing: trailing, priority: priority))
    }
}
