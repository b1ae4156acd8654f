/// One thing placed in a region: a text, a field's value, a glyph, an SF Symbol, the app's
/// icon or the button. When space runs out, items with a lower `priority` go first.
package struct ItemSpec: Hashable, Sendable {
    package var content: ItemContent
    package var style: StyleSpec
    /// Shown only when this holds.
    package var when: Condition?
    /// 0 … 10; narrow space drops the lowest first (default 5).
    package var priority: Int
    /// Text before and after the value, part of the item (dropped with it).
    package var prefix: TextSpec?
    package var suffix: TextSpec?
    /// At most this many cells of the value (longer text is cut with an ellipsis); the prefix
    /// and suffix come on top.
    package var maxWidth: Int?
    /// Only the first this many words of the text ("E42" of "E42 overcurrent").
    package var words: Int?
    /// Shown instead of a field's value when the field is absent or null ("—"); without it
    /// the item is left out.
    package var missing: TextSpec?
    /// Shown instead of the text on a terminal without UTF-8 when the text is not ASCII (an
    /// app's own emoji, "⚡" → "!"), rather than the `?` folding would make of it.
    package var ascii: TextSpec?
    /// A field's display hint for this item, over the schema's: how a type without one
    /// (or inferred from its first payload) says a number is Unix seconds.
    package var display: DisplayHint?

    package static let defaultPriority = 5

    package init(_ content: ItemContent, style: StyleSpec = StyleSpec(), when: Condition? = nil, priority: Int = ItemSpec.defaultPriority,
                 prefix: TextSpec? = nil, suffix: TextSpec? = nil, maxWidth: Int? = nil, words: Int? = nil,
                 missing: TextSpec? = nil, ascii: TextSpec? = nil, display: DisplayHint? = nil) {
        self.content = content
        self.style = style
        self.when = when
        self.priority = priority
        self.prefix = prefix
        self.suffix = suffix
        self.maxWidth = maxWidth
        self.words = words
        self.missing = missing
        self.ascii = ascii
        self.display = display
    }
}

package enum ItemContent: Hashable, Sendable {
    case text(TextSpec)
    case field(FieldPath, ValueFormat)
    case glyph(PresentationGlyph)
    /// An SF Symbol by name (`tram.fill`), drawn with its terminal glyph.
    case symbol(String)
    /// The app's icon: its glyph, or its initial in its colour.
    case icon
    /// The app's name in the activity's language.
    case appName
    /// The type's button (`[Beenden]`); nothing when the type has none.
    case button
}
