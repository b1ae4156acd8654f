/// One terminal cell. A wide grapheme (CJK, emoji) occupies its cell and a `continuation`
/// cell to its right, which the backend skips.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already sanitised; empty for a continuation cell.
    public var text: String
    public var style: CellStyle
    public var isContinuation: Bool

    public init(_ text: String = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
