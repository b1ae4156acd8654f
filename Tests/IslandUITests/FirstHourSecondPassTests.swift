import Foundation
import IslandCore
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandUI

/// The first hour, second pass: at 60×20 the island's presentations are named and the live one
/// is marked, the help scrolls; on a wide terminal the cards stand side by side.
@Suite struct FirstHourSecondPassTests {
    static var context: RenderContext { FirstHourLayoutTests.context }

    /// The two minimals of two apps and the compact read as three islands without their names;
    /// each is named, and the one iOS shows is marked (`•`).
    @Test func narrowIslandRowNamesEachPresentation() {
        let (model, now) = FirstHourLayoutTests.model()
        let grid = Renderer.render(model, width: 60, height: 20, now: now, context: Self.context)
        #expect(grid.lines[1].contains("• Minimal ×2") && grid.lines[1].contains("Compact"), "\(grid.lines[1])")
        #expect(grid.lines[3].contains("─ Expanded ─") && !grid.lines[3].contains("• Expanded"), "\(grid.lines[3])")
    }

    /// `e` once changed only a footer word at 60×20: the expanded island is now marked live.
    @Test func expandingMarksTheExpandedOneLive() {
        var (model, now) = FirstHourLayoutTests.model()
        _ = AppReducer.update(&model, .key(.character("e")), now: now)
        let grid = Renderer.render(model, width: 60, height: 20, now: now, context: Self.context)
        #expect(grid.lines[3].contains("• Expanded"), "\(grid.lines[3])")
        #expect(!grid.lines[1].contains("•"), "only one is live: \(grid.lines[1])")
        SnapshotCheck.grid(grid, "first-hour-expanded-60x20")
    }

    /// The help was cut with "…" at 60×20 and could not scroll: ↓, PgDn and End (the key
    /// table's help rows) scroll it, and its last line says where it is.
    @Test func helpScrollsAtSixtyByTwenty() {
        var (model, now) = FirstHourLayoutTests.model()
        _ = AppReducer.update(&model, .key(.character("?")), now: now)
        let top = Renderer.render(model, width: 60, height: 20, now: now, context: Self.context).lines.joined(separator: "\n")
        #expect(top.contains("↑↓ scroll 1–") && !top.contains("│ … "), "\(top)")
        _ = AppReducer.update(&model, .key(.end), now: now)
        #expect(model.showHelp, "End scrolls the help, it does not close it")
        let grid = Renderer.render(model, width: 60, height: 20, now: now, context: Self.context)
        let bottom = grid.lines.joined(separator: "\n")
        #expect(bottom.contains("Esc / Enter / q") && bottom.contains("/26 ·"), "\(bottom)")
        SnapshotCheck.grid(grid, "first-hour-help-end-60x20")
        _ = AppReducer.update(&model, .key(.home), now: now)
        _ = AppReducer.update(&model, .key(.down), now: now)
        #expect(model.helpScroll == .top(1))
        _ = AppReducer.update(&model, .key(.character("q")), now: now)
        #expect(!model.showHelp, "q still closes it")
        _ = AppReducer.update(&model, .key(.character("?")), now: now)
        #expect(model.helpScroll == .top(0), "opened again, from the top")
    }

    /// At 200×60 the cards stand in two columns beside a wider events pane; at 140×45 one
    /// column and the pane take the width as before.
    @Test(arguments: [(200, 60), (180, 45)])
    func wideTerminalsShowCardsSideBySide(width: Int, height: Int) {
        let (model, now) = FirstHourLayoutTests.model()
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Self.context)
        SnapshotCheck.grid(grid, "first-hour-\(width)x\(height)")
        let cardTops = grid.lines.map { line in line.components(separatedBy: "╭─ ").count - 1 }
        #expect(cardTops.contains { $0 >= 2 }, "two cards side by side at \(width)×\(height)")
    }

    @Test func oneColumnAtOneHundredForty() {
        let (model, now) = FirstHourLayoutTests.model()
        let grid = Renderer.render(model, width: 140, height: 45, now: now, context: Self.context)
        #expect(grid.lines.allSatisfy { $0.components(separatedBy: "╭─ ").count <= 2 }, "one column of cards at 140")
    }
}
