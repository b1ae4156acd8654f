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
        set(x, y, grapheme, width: TextWidth.width(of: grapheme), style: style)
    }

    /// `set` with the grapheme's width already known.
    private mutating func set(_ x: Int, _ y: Int, _ grapheme: Character, width w: Int, style: CellStyle) {
        guard w > 0, isDrawable(x, y) else { return }
        set(x, y, Glyph(grapheme, width: w), style: style)
    }

    /// Sets the cell of a glyph (and the one right of it, for a wide one).
    package mutating func set(_ x: Int, _ y: Int, _ glyph: Glyph, style: CellStyle) {
        let w = glyph.width
        guard w > 0, isDrawable(x, y) else { return }
        if w == 2, !isDrawable(x + 1, y) {
            setSingle(x, y, Cell(.space, style: style))
            return
        }
        setSingle(x, y, Cell(glyph, style: style))
        if w == 2 { setSingle(x + 1, y, .continuation(style)) }
    }

    private mutating func setSingle(_ x: Int, _ y: Int, _ cell: Cell) {
        let index = y * width + x
        let width = self.width
        cells.withUnsafeMutableBufferPointer { buffer in
            Self.cut(buffer, at: index, column: x, width: width, by: cell)
            buffer[index] = cell
        }
    }

    /// What writing `cell` at `index` (column `column` of a `width`-wide row) does to a wide
    /// glyph it cuts in two: the half it does not overwrite becomes a space. Overwriting a
    /// wide glyph's right half blanks its left (unless that is the right half of a glyph just
    /// written there); overwriting a left half, even with a right half, blanks its right. So
    /// no half-glyph is ever left behind, whatever overlaps what.
    @inline(__always)
    private static func cut(_ buffer: UnsafeMutableBufferPointer<Cell>, at index: Int, column: Int, width: Int, by cell: Cell) {
        if buffer[index].isContinuation {
            if column > 0, !cell.isContinuation, !buffer[index - 1].isContinuation {
                buffer[index - 1] = Cell(.space, style: buffer[index - 1].style)
            }
        } else if column + 1 < width, buffer[index + 1].isContinuation {
            buffer[index + 1] = Cell(.space, style: buffer[index + 1].style)
        }
    }

    /// Writes sanitised text from (x, y), at most `maxWidth` cells (default: to the clip edge),
    /// truncated with an ellipsis when it does not fit. Returns the x after the last cell.
    @discardableResult
    package mutating func text(_ string: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil, ellipsis: String = "…") -> Int {
        write(string, x: x, y: y, style: style, maxWidth: maxWidth, ellipsis: ellipsis).end
    }

    /// `text`, also saying whether the whole text was written (`complete`) or truncated.
    package mutating func write(_ string: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil,
                                ellipsis: String = "…") -> (end: Int, complete: Bool) {
        let limit = maxWidth ?? (clip.maxX - x)
        guard limit > 0, y >= clip.y, y < clip.maxY else { return (x, string.isEmpty) }
        if let end = printableASCII(string, x: x, y: y, style: style, limit: limit) { return (end, true) }
        // One walk over the clusters, as `TextWidth.truncate` would cut them: each is written
        // while it fits before the ellipsis's room; those in that room wait until the text is
        // known to end within `limit` (then they are written) or not (then the ellipsis is).
        let budget = limit - TextWidth.width(of: ellipsis)
        var column = x
        var waiting: [TextWidth.Cluster] = []
        var waitingWidth = 0
        var overflows = false
        TextWidth.forEachCluster(Sanitizer.sanitize(string)) { cluster in
            guard !overflows else { return }
            let used = column - x + waitingWidth
            if used + cluster.width > limit {
                overflows = true
            } else if waiting.isEmpty, used + cluster.width <= budget {
                put(cluster, x: column, y: y, style: style)
                column += cluster.width
            } else {
                waiting.append(cluster)
                waitingWidth += cluster.width
            }
        }
        if overflows {
            guard budget >= 0 else { return (x, false) }
            TextWidth.forEachCluster(ellipsis) { cluster in
                put(cluster, x: column, y: y, style: style)
                column += cluster.width
            }
            return (column, false)
        }
        for cluster in waiting {
            put(cluster, x: column, y: y, style: style)
            column += cluster.width
        }
        return (column, true)
    }

    /// Writes one cluster of sanitised text at (x, y).
    @inline(__always)
    private mutating func put(_ cluster: TextWidth.Cluster, x: Int, y: Int, style: CellStyle) {
        guard cluster.width > 0 else { return }
        if cluster.ascii != 0 {
            if isDrawable(x, y) { setSingle(x, y, Cell(Glyph(ascii: cluster.ascii), style: style)) }
        } else if let scalar = cluster.scalar {
            set(x, y, Glyph(scalar, width: cluster.width), style: style)
        } else {
            set(x, y, cluster.grapheme, width: cluster.width, style: style)
        }
    }

    /// `text` for printable ASCII that fits in `limit` (most of every frame), without
    /// breaking it into graphemes: such text has nothing to sanitise or truncate and takes a
    /// cell per byte, so the cells are the ones the general path writes. Nil (nothing
    /// written) for any other text.
    private mutating func printableASCII(_ string: String, x: Int, y: Int, style: CellStyle, limit: Int) -> Int? {
        let utf8 = string.utf8
        let count = utf8.count
        guard count <= limit else { return nil }
        let fits = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        } ?? false
        guard fits else { return nil }
        // `setSingle` on each drawable cell, left to right, on the storage itself.
        let (left, right) = (max(0, clip.x), min(width, clip.maxX))
        guard y >= max(0, clip.y), y < min(height, clip.maxY) else { return x + count }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { buffer in
            var column = x
            for byte in utf8 {
                if column >= left, column < right {
                    let index = y * width + column
                    let cell = Cell(Glyph(ascii: byte), style: style)
                    Self.cut(buffer, at: index, column: column, width: width, by: cell)
                    buffer[index] = cell
                }
                column += 1
            }
        }
        return x + count
    }

    /// Writes cells made earlier (a row drawn once into another grid) from (x, y), as writing
    /// their glyphs there would: clipped, a wide glyph with its right half (or a space when
    /// that half falls outside the clip).
    package mutating func copy(_ row: [Cell], x: Int, y: Int) {
        guard let first = row.first else { return }
        let end = x + row.count
        if !first.isContinuation, x >= max(0, clip.x), end <= min(width, clip.maxX), y >= max(0, clip.y), y < min(height, clip.maxY) {
            // All of it drawable: the cells as they are, after what writing them one by one
            // does at the edges (`cut`: inside, every cell is overwritten anyway).
            let start = y * self.width + x
            let width = self.width
            cells.withUnsafeMutableBufferPointer { buffer in
                Self.cut(buffer, at: start, column: x, width: width, by: first)
                if end < width, buffer[start + row.count].isContinuation {
                    buffer[start + row.count] = Cell(.space, style: buffer[start + row.count].style)
                }
            }
            cells.replaceSubrange(start ..< start + row.count, with: row)
            return
        }
        for (offset, cell) in row.enumerated() where !cell.isContinuation {
            set(x + offset, y, cell.glyph, style: cell.style)
        }
    }

    /// Fills a rectangle with one character.
    package mutating func fill(_ rect: Rect, with grapheme: Character = " ", style: CellStyle = .plain) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let glyph = Glyph(grapheme)
        guard glyph.width == 1 else {
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { set(x, y, glyph, style: style) }
            }
            return
        }
        // A one-cell grapheme: the same cell everywhere.
        let cell = Cell(glyph, style: style)
        let width = self.width
        cells.withUnsafeMutableBufferPointer { buffer in
            for y in area.y..<area.maxY {
                // `setSingle` on each cell, left to right, on the storage itself.
                for x in area.x..<area.maxX {
                    let index = y * width + x
                    Self.cut(buffer, at: index, column: x, width: width, by: cell)
                    buffer[index] = cell
                }
            }
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
