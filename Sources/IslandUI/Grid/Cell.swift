/// One terminal cell. A wide grapheme (CJK, emoji) occupies its cell and a `continuation`
/// cell to its right, which the backend skips.
package struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already sanitised; empty for a continuation cell.
    package var text: String
    package var style: CellStyle
    package var isContinuation: Bool

    package init(_ text: String = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    package static let blank = Cell()
}
