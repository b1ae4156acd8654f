/// A piece of fixed text in a presentation: written out, a key of the type's strings table
/// (`"@endButton"` in a type file) looked up in the activity's language, or a text per
/// language carried inline (a field's label from its display hints).
package enum TextSpec: Hashable, Sendable {
    case literal(String)
    case string(key: String)
    case localized(LocalizedText)
}
