/// How a field's value becomes text. `automatic` chooses by the field's Swift type and
/// display hint; the others say it explicitly.
package enum ValueFormat: Hashable, Sendable {
    case automatic
    /// The value as text: strings as they are, enum raw values in words.
    case text
    /// A token in words (`in_delivery` → "In delivery"), enum or string; free text as sent.
    case words
    /// A number, optionally with a fixed number of decimals, a sign, and a unit after it.
    case number(decimals: Int?, signed: Bool, unit: TextSpec?)
    /// A percentage from a 0…1 value (`scale` 1) or a 0…100 value (`scale` 100).
    case percent(scale: Double)
    /// Whole minutes until a `Date`, "3 Min." / "3 min"; `zero` replaces the item (with its
    /// prefix) once the date is reached ("jetzt", "Abfahrt jetzt").
    case countdown(zero: TextSpec?)
    /// The bare number of minutes until a `Date`, for StandBy's big figure.
    case minutesLeft
    /// `Text(timerInterval:)`: 12:05 counting down to a `Date` (or up from a past one).
    case timer
    /// The time of day of a `Date`, 14:32.
    case time
    /// "in 5 Min." / "vor 3 Min." relative to now.
    case relative
    /// A number of seconds as 12:05 (1:02:05 from an hour on).
    case duration
    /// Day and time of a `Date`: "29.11. 14:32".
    case date
    /// A value looked up in a table: enum raw values (or strings, or `true`/`false`) to a
    /// label, a colour role, a glyph or an SF Symbol. Values not in the table fall back to
    /// `otherwise`, else to the value in words.
    case values([String: ValueCase], otherwise: ValueCase?)
    /// The number of elements of an array (or entries of a dictionary), with a unit:
    /// "3 Halte", and for exactly one its singular: "1 Halt".
    case count(unit: TextSpec?, singular: TextSpec?)
}

/// One row of a `values` table.
package struct ValueCase: Hashable, Sendable {
    package var text: TextSpec?
    package var role: PresentationRole?
    package var glyph: PresentationGlyph?
    /// An SF Symbol name, drawn with its terminal glyph.
    package var symbol: String?

    package init(text: TextSpec? = nil, role: PresentationRole? = nil, glyph: PresentationGlyph? = nil, symbol: String? = nil) {
        self.text = text
        self.role = role
        self.glyph = glyph
        self.symbol = symbol
    }
}
