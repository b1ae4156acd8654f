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
}
