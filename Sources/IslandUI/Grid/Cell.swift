/// One terminal cell. A wide grapheme (CJK, emoji) occupies its cell and a `continuation`
/// cell to its right, which the backend skips. A plain value (see `Glyph`).
package struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already sanitised; empty for a continuation cell.
    package var glyph: Glyph
    package var style: CellStyle
    package var isContinuation: Bool

    package init(_ glyph: Glyph = .space, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A cell of `text`'s first grapheme (a space when it has none).
    package init(_ text: String, style: CellStyle = .plain, isContinuation: Bool = false) {
        self.init(text.first.map { Glyph($0) } ?? (isContinuation ? .none : .space), style: style, isContinuation: isContinuation)
    }

    /// The cluster as text; empty for a continuation cell.
    package var text: String { glyph.string }

    package static let blank = Cell()
    /// The right half of a wide grapheme.
    package static func continuation(_ style: CellStyle) -> Cell { Cell(.none, style: style, isContinuation: true) }
}
