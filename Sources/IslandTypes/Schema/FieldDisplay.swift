/// A schema field's display hints: how the default presentation (and a presentation item
/// without an explicit format) shows the value. They never change how a payload decodes.
package struct FieldDisplay: Hashable, Sendable {
    package var hint: DisplayHint?
    /// A unit after numbers ("kcal"), per language.
    package var unit: LocalizedText?
    /// The label in front of the value, per language; default: the field name in words.
    package var label: LocalizedText?
    /// The values the app means to send (`"range": [0, 1]`); outside it a line is applied but
    /// warned (`WARN_VALUE_OUT_OF_RANGE`) and the screen clamps.
    package var range: ValueRange?

    package init(hint: DisplayHint? = nil, unit: LocalizedText? = nil, label: LocalizedText? = nil, range: ValueRange? = nil) {
        self.hint = hint
        self.unit = unit
        self.label = label
        self.range = range
    }

    package var isEmpty: Bool { hint == nil && unit == nil && label == nil && range == nil }
}
