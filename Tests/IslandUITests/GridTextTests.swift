import Testing
@testable import IslandUI

/// `Grid.write` walks a text once; it must write the cells the two-step rule gives (measure,
/// then `TextWidth.truncate` and write the clusters) for every text, width and ellipsis.
@Suite struct GridTextTests {
    static let pieces = ["a", "Z", " ", "é", "e\u{301}", "東", "🚋", "❤️", "🇩🇪", "👨‍👩‍👧‍👦", "\u{1B}[31m", "\t", "\u{202E}",
                         "\u{7}", "─", "…", "\u{200D}", "ß", "\u{FE0F}"]

    /// The cells the two-step rule writes, cluster by cluster.
    static func reference(_ text: String, limit: Int, ellipsis: String) -> (grid: Grid, end: Int, complete: Bool) {
        var grid = Grid(width: 24, height: 1, fill: Cell(Glyph(ascii: 0x2E)))
        let clean = Sanitizer.sanitize(text)
        let fitted = TextWidth.truncate(clean, toWidth: limit, ellipsis: ellipsis)
        var column = 2
        for grapheme in fitted where TextWidth.width(of: grapheme) > 0 {
            grid.set(column, 0, grapheme, style: .plain)
            column += TextWidth.width(of: grapheme)
        }
        return (grid, column, TextWidth.width(of: clean) <= limit)
    }

    @Test func oneWalkWritesWhatMeasuringAndTruncatingWrites() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            for ellipsis in ["…", "..."] {
                for limit in [1, 2, 3, 4, 6, 9, 14] {
                    var grid = Grid(width: 24, height: 1, fill: Cell(Glyph(ascii: 0x2E)))
                    let (end, complete) = grid.write(text, x: 2, y: 0, maxWidth: limit, ellipsis: ellipsis)
                    let expected = Self.reference(text, limit: limit, ellipsis: ellipsis)
                    if grid != expected.grid || end != expected.end || complete != expected.complete {
                        Issue.record("\(text.unicodeScalars.map { String($0.value, radix: 16) }) in \(limit) with \(ellipsis): \(grid.lines) vs \(expected.grid.lines)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 42_000)
    }

    /// A row drawn once and copied is the row drawn in place, wherever the clip cuts it.
    @Test func aCopiedRowIsTheRowDrawnInPlace() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let style = CellStyle(.accent, on: .screenBackground, [.bold])
            var scratch = Grid(width: 10, height: 1)
            let end = scratch.text(text, x: 0, y: 0, style: style, maxWidth: 10)
            for clip in [Rect(x: 0, y: 0, width: 24, height: 1), Rect(x: 5, y: 0, width: 6, height: 1), Rect(x: 3, y: 0, width: 9, height: 1)] {
                var drawn = Grid(width: 24, height: 1, fill: Cell(Glyph(ascii: 0x2E)))
                // Wide glyphs under the row's edges, at either parity.
                drawn.text(Bool.random(using: &generator) ? "東京東京東京東京東京東京" : ".東京東京東京東京東京東京", x: 0, y: 0)
                var copied = drawn
                drawn.clipped(to: clip) { $0.text(text, x: 4, y: 0, style: style, maxWidth: 10) }
                copied.clipped(to: clip) { $0.copy(Array(scratch.cells[0 ..< end]), x: 4, y: 0) }
                if drawn != copied { Issue.record("\(text.unicodeScalars.map { String($0.value, radix: 16) }) in \(clip): \(drawn.lines) vs \(copied.lines)") }
                checked += 1
            }
        }
        #expect(checked == 6_000)
    }

    /// Text written over text at any offset leaves no half of a wide glyph: every right half
    /// follows its left half, every wide left half has its right half.
    @Test func overlappingTextLeavesNoHalfGlyph() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for _ in 0..<2_000 {
            var grid = Grid(width: 16, height: 1)
            for _ in 0..<4 {
                let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
                let x = Int.random(in: -2...14, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: grid.text(text, x: x, y: 0)
                case 1:
                    var scratch = Grid(width: 8, height: 1)
                    let end = scratch.text(text, x: 0, y: 0)
                    grid.copy(Array(scratch.cells[0 ..< end]), x: x, y: 0)
                default: grid.fill(Rect(x: x, y: 0, width: 3, height: 1), with: Bool.random(using: &generator) ? "東" : "-")
                }
            }
            for x in 0..<grid.width {
                let cell = grid[x, 0]
                if cell.isContinuation, x == 0 || grid[x - 1, 0].isContinuation || grid[x - 1, 0].glyph.width != 2 {
                    Issue.record("a right half without its left at \(x): \(grid.lines)")
                }
                if !cell.isContinuation, cell.glyph.width == 2, x + 1 >= grid.width || !grid[x + 1, 0].isContinuation {
                    Issue.record("a left half without its right at \(x): \(grid.lines)")
                }
            }
            checked += 1
        }
        #expect(checked == 2_000)
    }
}
