/// One line of a presentation: text with an optional right-aligned part, or a progress bar
/// with a label after it and an optional right-aligned part.
enum Row: Hashable, Sendable {
    case line([Span], trailing: [Span])
    case bar(fraction: Double, fill: ColorRole, before: [Span], after: [Span], trailing: [Span], dimmed: Bool)

    static func text(_ spans: Span...) -> Row { .line(spans, trailing: []) }

    /// The row's text spans (a bar's label before and after it), for merging rows.
    var spans: [Span] {
        switch self {
        case .line(let lead, _): return lead
        case .bar(_, _, let before, let after, _, _): return before + after
        }
    }

    /// Whether a click on the row can land on a button.
    var hasTarget: Bool {
        switch self {
        case .line(let lead, let trailing): return (lead + trailing).contains { $0.target != nil }
        case .bar(_, _, let before, let after, let trailing, _): return (before + after + trailing).contains { $0.target != nil }
        }
    }

    /// The same row with every span dimmed: stale content.
    func dimmed() -> Row {
        switch self {
        case .line(let lead, let trailing):
            return .line(lead.map { $0.adding(.dim) }, trailing: trailing.map { $0.adding(.dim) })
        case .bar(let fraction, let fill, let before, let after, let trailing, _):
            return .bar(fraction: fraction, fill: fill, before: before.map { $0.adding(.dim) }, after: after.map { $0.adding(.dim) },
                        trailing: trailing.map { $0.adding(.dim) }, dimmed: true)
        }
    }

    /// A progress bar followed by its percentage.
    static func progress(_ fraction: Double, fill: ColorRole = .progressFill, before: [Span] = [], trailing: [Span] = []) -> Row {
        .bar(fraction: fraction, fill: fill, before: before, after: [Span(" \(ProgressBar.percent(fraction))%")],
             trailing: trailing, dimmed: false)
    }
}
