import IslandText
import IslandSwiftSource
import IslandTypes
import IslandCore
import IslandInput

/// The cells a widget view is laid out into: each a grapheme (or the second half of a wide
/// one) in a look. Turned into one row of spans per line for the presentations to place.
struct WidgetCanvas {
    struct Cell: Hashable {
        var text: String
        var role: ColorRole?
        var attributes: CellStyle.Attributes = []
        var background: ColorRole?
        var target: HitTarget?
        /// The app's own colours over the roles (`WidgetColor.appColor`).
        var color: AppColor?
        var backgroundColor: AppColor?
        /// The second cell of a wide grapheme.
        var isContinuation = false
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(text: " "), count: self.width * self.height)
    }

    /// Writes a grapheme of `cells` width at (x, y), if it fits whole. A wide grapheme it
    /// writes over in part (an overlay's badge on an emoji's second half) becomes blanks, so
    /// no row holds half a glyph.
    mutating func put(_ text: String, width cellWidth: Int, x: Int, y: Int, _ cell: Cell) {
        guard y >= 0, y < height, x >= 0, x + cellWidth <= width, cellWidth > 0 else { return }
        var lead = x
        while lead > 0, cells[y * width + lead].isContinuation { lead -= 1 }
        if lead < x { clear(from: lead, y: y) }
        let after = x + cellWidth
        if after < width, cells[y * width + after].isContinuation { clear(from: after, y: y) }
        var made = cell
        made.text = text
        cells[y * width + x] = made
        for extra in 1..<max(1, cellWidth) {
            var rest = cell
            rest.text = ""
            rest.isContinuation = true
            cells[y * width + x + extra] = rest
        }
    }

    /// Blanks the grapheme that starts at or covers column `x` of row `y`, keeping its look.
    private mutating func clear(from x: Int, y: Int) {
        var column = x
        while column > 0, cells[y * width + column].isContinuation { column -= 1 }
        repeat {
            cells[y * width + column].text = " "
            cells[y * width + column].isContinuation = false
            column += 1
        } while column < width && cells[y * width + column].isContinuation
    }

    mutating func paintBackground(_ role: ColorRole, color: AppColor? = nil, x: Int, y: Int, width w: Int, height h: Int) {
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) where cells[row * width + column].background == nil {
                cells[row * width + column].background = role
                cells[row * width + column].backgroundColor = color
            }
        }
    }

    mutating func setTarget(_ target: HitTarget, x: Int, y: Int, width w: Int) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + w) { cells[y * width + column].target = target }
    }

    /// Adds `attributes` to a run of cells of one row (the selected control's mark).
    mutating func addAttributes(_ attributes: CellStyle.Attributes, x: Int, y: Int, width w: Int) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + w) { cells[y * width + column].attributes.formUnion(attributes) }
    }

    /// Each line as spans, runs of one look merged, without the blank cells after its last
    /// drawn one.
    func rows() -> [[Span]] {
        (0..<height).map { y in
            var end = width
            while end > 0, cells[y * width + end - 1] == Cell(text: " ") { end -= 1 }
            var spans: [Span] = []
            var text = ""
            var look: Cell?
            func flush() {
                guard let look, !text.isEmpty else { return }
                var span = Span(text, look.role, look.attributes, background: look.background, target: look.target)
                span.appColor = look.color
                span.appBackground = look.backgroundColor
                spans.append(span)
            }
            for x in 0..<end {
                let cell = cells[y * width + x]
                if cell.isContinuation { continue }
                let same = look.map {
                    $0.role == cell.role && $0.attributes == cell.attributes && $0.background == cell.background && $0.target == cell.target
                        && $0.color == cell.color && $0.backgroundColor == cell.backgroundColor
                } ?? false
                if !same {
                    flush()
                    text = ""
                    look = cell
                }
                text += cell.text
            }
            flush()
            return spans
        }
    }

    /// The lines as plain text, trailing blanks trimmed (for `render --json`).
    func lines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where !cells[y * width + x].isContinuation { line += cells[y * width + x].text }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
