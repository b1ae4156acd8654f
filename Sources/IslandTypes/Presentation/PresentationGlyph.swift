/// island's own glyphs a presentation may place; the theme and `--ascii` decide how they look.
package enum PresentationGlyph: String, Hashable, Sendable, CaseIterable {
    case arrow
    case separator
    case check
    case cross
    case bullet
    case ellipsis
}
