/// The cells that differ between two frames, as runs on rows: what a backend must redraw so
/// the screen that showed `old` shows `new`. A run never splits a wide grapheme of either
/// frame (it starts on a grapheme's first cell and takes in continuation cells after it), so a
/// backend that draws a run's graphemes leaves no half-characters behind.
package struct GridDiff: Hashable, Sendable {
    /// `count` cells of row `y` from column `x`.
    package struct Run: Hashable, Sendable {
        package let y: Int
        package let x: Int
        package let count: Int

        package init(y: Int, x: Int, count: Int) {
            self.y = y
            self.x = x
            self.count = count
        }
    }

    package let runs: [Run]
    /// True when every cell is redrawn (no previous frame, or another size).
    package let isFull: Bool

    package var isEmpty: Bool { runs.isEmpty }
    package var cellCount: Int { runs.reduce(0) { $0 + $1.count } }

    /// Every cell of `grid`, one run per row: the first frame, or one after a resize.
    package init(full grid: Grid) {
        self.init(runs: grid.width == 0 ? [] : (0..<grid.height).map { Run(y: $0, x: 0, count: grid.width) }, isFull: true)
    }

    private init(runs: [Run], isFull: Bool) {
        self.runs = runs
        self.isFull = isFull
    }

    /// The changes from `old` to `new`; everything when their sizes differ.
    package init(from old: Grid, to new: Grid) {
        guard old.width == new.width, old.height == new.height else {
            self.init(full: new)
            return
        }
        let width = new.width
        var runs: [Run] = []
        old.cells.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { after in
                for y in 0..<new.height {
                    let row = y * width
                    var x = 0
                    while x < width {
                        // A cell is a plain value (`Glyph`): a few machine words compared.
                        if before[row + x] == after[row + x] {
                            x += 1
                            continue
                        }
                        // Back to the grapheme's first cell in either frame.
                        var start = x
                        while start > 0, before[row + start].isContinuation || after[row + start].isContinuation { start -= 1 }
                        var end = x + 1
                        while end < width, before[row + end] != after[row + end] { end += 1 }
                        // On over the continuation cells of a wide grapheme that ends the run.
                        while end < width, before[row + end].isContinuation || after[row + end].isContinuation { end += 1 }
                        if let last = runs.last, last.y == y, last.x + last.count >= start {
                            runs[runs.count - 1] = Run(y: y, x: last.x, count: end - last.x)
                        } else {
                            runs.append(Run(y: y, x: start, count: end - start))
                        }
                        x = end
                    }
                }
            }
        }
        self.init(runs: runs, isFull: false)
    }

    /// Copies the changed cells of `new` into `cells`, a `width`-wide buffer that held the
    /// frame this diff started from (what a terminal does with the runs a backend draws).
    package func apply(from new: Grid, to cells: inout [Cell]) {
        for run in runs {
            let start = run.y * new.width + run.x
            cells.replaceSubrange(start ..< start + run.count, with: new.cells[start ..< start + run.count])
        }
    }
}
