/// The one number StandBy draws large: minutes to the next stop, a battery percentage.
struct KeyFigure: Hashable, Sendable {
    /// Drawn in the big font (digits, a few letters, `:` and `%`).
    var value: String
    /// The unit beside it, in normal text ("Min.").
    var unit: String
    /// What it counts, in normal text under it ("Nächster Halt: Wasserturm").
    var caption: [Span]
    var role: ColorRole
}
