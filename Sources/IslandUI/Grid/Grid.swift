import IslandCore
import IslandInput

/// The frame: a width × height array of cells plus the regions a mouse click can hit.
/// Drawing is clipped to the grid (and to an optional clip rectangle), so nothing is ever
/// drawn outside the screen, whatever the layout asks for.
package struct Grid: Hashable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var cells: [Cell]
    package private(set) var hitRegions: [HitRegion] = []
    /// Drawing outside this rectangle is dropped.
    package var clip: Rect

    package init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
        self.clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    private func isDrawable(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && clip.contains(x: x, y: y)
    }

    /// Sets one cell; a wide grapheme also takes the cell to its right. Overwriting half of a
    /// wide grapheme blanks its other half so no stray half-characters remain.
    package mutating func set(_ x: Int, _ y: Int, _ grapheme: Character, style: CellStyle) {
        let w = TextWidth.width(of: grapheme)
        guard w > 0, isDrawable(x, y) else { return }
        if w == 2, !isDrawable(x + 1, y) {
            setSingle(x, y, Cell(" ", style: style))
            return
        }
        setSingle(x, y, Cell(String(grapheme), style: style))
        if w == 2 { setSingle(x + 1, y, Cell("", style: style, isContinuation: true)) }
    }

    private mutating func setSingle(_ x: Int, _ y: Int, _ cell: Cell) {
        let index = y * width + x
        if cells[index].isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if !cells[index].isContinuation, x + 1 < width, cells[index + 1].isContinuation, !cell.isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes sanitised text from (x, y), at most `maxWidth` cells (default: to the clip edge),
    /// truncated with an ellipsis when it does not fit. Returns the x after the last cell.
    @discardableResult
    package mutating func text(_ string: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil, ellipsis: String = "…") -> Int {
        let limit = maxWidth ?? (clip.maxX - x)
        guard limit > 0, y >= clip.y, y < clip.maxY else { return x }
        let fitted = TextWidth.truncate(Sanitizer.sanitize(string), toWidth: limit, ellipsis: ellipsis)
        var column = x
        for grapheme in fitted {
            let w = TextWidth.width(of: grapheme)
            if w == 0 { continue }
            set(column, y, grapheme, style: style)
            column += w
        }
        return column
    }

    /// Fills a rectangle with one character.
    package mutating func fill(_ rect: Rect, with grapheme: Character = " ", style: CellStyle = .plain) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { set(x, y, grapheme, style: style) }
        }
    }

    /// Makes `rect` clickable (clipped to the grid).
    package mutating func addHitRegion(_ rect: Rect, _ target: HitTarget) {
        let area = rect.intersection(clip).intersection(bounds)
        if !area.isEmpty { hitRegions.append(HitRegion(rect: area, target: target)) }
    }

    /// The topmost target at (x, y).
    package func hitTarget(x: Int, y: Int) -> HitTarget? {
        hitRegions.last { $0.rect.contains(x: x, y: y) }?.target
    }

    /// Runs `body` with drawing clipped to `rect` (inside the current clip), then restores it.
    package mutating func clipped(to rect: Rect, _ body: (inout Grid) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// The text of each row, continuation cells skipped.
    package var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width where !self[x, y].isContinuation { line += self[x, y].text }
            return line
        }
    }
}
