/// When an item, a row or a colour applies: tests on one field's value, combined.
package indirect enum Condition: Hashable, Sendable {
    /// Present, not null, not an empty string or collection, not false.
    case isSet(FieldPath)
    /// A number other than 0 (also: set, for non-numbers).
    case nonZero(FieldPath)
    /// The value (a string, enum raw value, number or Bool) equals one of these, as written in JSON.
    case equals(FieldPath, [String])
    case above(FieldPath, Double)
    case below(FieldPath, Double)
    /// A `Date` in the past (at the moment of rendering): "arrived", "overdue".
    case past(FieldPath)
    /// The activity is stale or ended (the card shows it differently).
    case activityState([String])
    case not(Condition)
    case all([Condition])
    case any([Condition])
}
