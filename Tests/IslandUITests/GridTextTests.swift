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
                var copied = drawn
                drawn.clipped(to: clip) { $0.text(text, x: 4, y: 0, style: style, maxWidth: 10) }
                copied.clipped(to: clip) { $0.copy(Array(scratch.cells[0 ..< end]), x: 4, y: 0) }
                if drawn != copied { Issue.record("\(text.unicodeScalars.map { String($0.value, radix: 16) }) in \(clip): \(drawn.lines) vs \(copied.lines)") }
                checked += 1
            }
        }
        #expect(checked == 6_000)
    }
}
