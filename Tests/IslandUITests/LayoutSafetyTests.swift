import Foundation
import Testing
import IslandCore
@testable import IslandUI
import IslandSimulator

/// Every view at every size from 0×0 up: no crash, every row exactly as wide as the grid in
/// terminal cells (a wide character misplaced shows here), every click region over something
/// drawn (a button clipped away must not leave its click behind), and no control character in
/// any cell.
@Suite struct LayoutSafetyTests {
    static func models() -> [(String, AppModel, Date)] {
        let (trip, tripNow) = Fixtures.tripModel(at: Fixtures.enRoute)
        var apps = Fixtures.model(Sample.allCases.map(\.push).enumerated().map { index, push in
            var push = push
            push.activityID = "a\(index)"
            return push
        })
        apps.selectedID = "a3"
        var help = trip
        help.showHelp = true
        var prompt = trip
        prompt.pending = .endAll(app: TripSimulator.app)
        var expanded = apps
        expanded.expandedHeld = true
        return [("trip", trip, tripNow), ("apps", apps, Fixtures.start), ("empty", AppModel(), Fixtures.start),
                ("help", help, tripNow), ("prompt", prompt, tripNow), ("expanded", expanded, Fixtures.start)]
    }

    /// One `#expect` per model and mode, not one per cell: every render is checked in full and
    /// its broken invariants recorded; the expectation fails with the first of them (which
    /// model, size and row), and how many renders and failures there were.
    @Test(arguments: ViewMode.allCases, [false, true])
    func everySize(mode: ViewMode, ascii: Bool) {
        let context = Fixtures.context(.de, ascii: ascii)
        let widths = Array(0...24) + [30, 40, 59, 60, 79, 80, 99, 100, 119, 120, 160, 250]
        let heights = Array(0...12) + [16, 19, 20, 24, 29, 30, 40, 48]
        var renders = 0
        for (name, base, now) in Self.models() {
            var model = base
            model.viewMode = mode
            var failures: [String] = []
            for width in widths {
                for height in heights where (width + height) % 3 == 0 || width < 6 || height < 6 || width >= 59 {
                    let grid = Renderer.render(model, width: width, height: height, now: now, context: context)
                    renders += 1
                    failures += Self.problems(grid, width: width, height: height, ascii: ascii).map { "\(width)×\(height): \($0)" }
                }
            }
            let first = failures.prefix(10).joined(separator: "\n")
            #expect(failures.isEmpty, "\(name), \(mode), ascii \(ascii): \(failures.count) broken invariants, first:\n\(first)")
        }
        #expect(renders >= 3000, "the sweep rendered only \(renders) grids")
    }

    /// One render's invariants as one expectation (for other suites' sweeps).
    func check(_ grid: Grid, width: Int, height: Int, ascii: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = Self.problems(grid, width: width, height: height, ascii: ascii)
        #expect(problems.isEmpty, "\(width)×\(height): \(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Every invariant a render breaks, in words.
    static func problems(_ grid: Grid, width: Int, height: Int, ascii: Bool) -> [String] {
        var problems: [String] = []
        if grid.lines.count != height { problems.append("\(grid.lines.count) rows") }
        for (y, line) in grid.lines.enumerated() {
            let cells = TextWidth.width(of: line)
            if cells != width { problems.append("row \(y) is \(cells) cells wide: \(line)") }
            if ascii, !line.unicodeScalars.allSatisfy(\.isASCII) { problems.append("row \(y) is not ASCII: \(line)") }
        }
        for region in grid.hitRegions {
            var drawn = false
            for y in region.rect.y..<region.rect.maxY {
                for x in region.rect.x..<region.rect.maxX where !grid[x, y].text.allSatisfy(\.isWhitespace) { drawn = true }
            }
            if !drawn { problems.append("a click region over nothing: \(region)") }
        }
        for (index, cell) in grid.cells.enumerated()
        where cell.text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x202E }) {
            problems.append("a control character in cell \(index): \(cell.text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        return problems
    }
}
