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

    @Test(arguments: ViewMode.allCases, [false, true])
    func everySize(mode: ViewMode, ascii: Bool) {
        let context = Fixtures.context(.de, ascii: ascii)
        let widths = Array(0...24) + [30, 40, 59, 60, 79, 80, 99, 100, 119, 120, 160, 250]
        let heights = Array(0...12) + [16, 19, 20, 24, 29, 30, 40, 48]
        for (_, base, now) in Self.models() {
            var model = base
            model.viewMode = mode
            for width in widths {
                for height in heights where (width + height) % 3 == 0 || width < 6 || height < 6 || width >= 59 {
                    let grid = Renderer.render(model, width: width, height: height, now: now, context: context)
                    check(grid, width: width, height: height, ascii: ascii)
                }
            }
        }
    }

    func check(_ grid: Grid, width: Int, height: Int, ascii: Bool) {
        #expect(grid.lines.count == height)
        for line in grid.lines {
            #expect(TextWidth.width(of: line) == width)
            if ascii { #expect(line.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
        for region in grid.hitRegions {
            var drawn = false
            for y in region.rect.y..<region.rect.maxY {
                for x in region.rect.x..<region.rect.maxX where !grid[x, y].text.allSatisfy(\.isWhitespace) { drawn = true }
            }
            #expect(drawn, "a click region over nothing at \(width)×\(height): \(region)")
        }
        for cell in grid.cells {
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x202E })
        }
    }
}
