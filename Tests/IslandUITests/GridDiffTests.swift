import Foundation
import IslandCore
import IslandInput
import Testing
@testable import IslandUI

/// The frame diff the terminal backend draws from: applying it to the previous frame gives
/// the new one, for random grids (wide graphemes, styles, orphaned halves) and for the real
/// dashboard as the trip, keys and themes change it; and runs never split a wide grapheme.
@Suite struct GridDiffTests {
    static let graphemes: [Character] = ["a", "b", " ", "─", "█", "中", "🚋", "👨‍👩‍👧‍👦", "🇩🇪", "é", "e\u{301}", "❤️", "ß"]
    static let styles: [CellStyle] = [.plain, CellStyle(.accent), CellStyle(.cardText, on: .cardBackground, [.bold]),
                                      CellStyle(.critical, on: .terminal, [.reverse, .underline])]

    /// A grid drawn at random: text runs, fills and single wide graphemes over each other.
    static func randomGrid(width: Int, height: Int, using random: inout SeededRandom) -> Grid {
        var grid = Grid(width: width, height: height)
        for _ in 0..<Int.random(in: 0...25, using: &random) {
            let style = styles.randomElement(using: &random)!
            let x = Int.random(in: -2..<width + 2, using: &random)
            let y = Int.random(in: 0..<max(1, height), using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let text = String((0..<Int.random(in: 1...12, using: &random)).map { _ in graphemes.randomElement(using: &random)! })
                grid.text(text, x: x, y: y, style: style)
            case 1:
                let rect = Rect(x: x, y: y, width: Int.random(in: 0...8, using: &random), height: Int.random(in: 0...3, using: &random))
                grid.fill(rect, with: graphemes.randomElement(using: &random)!, style: style)
            default:
                grid.set(x, y, graphemes.randomElement(using: &random)!, style: style)
            }
        }
        return grid
    }

    static func check(_ old: Grid, _ new: Grid) -> String? {
        let diff = GridDiff(from: old, to: new)
        var cells = old.width == new.width && old.height == new.height ? old.cells : Array(repeating: Cell.blank, count: new.cells.count)
        diff.apply(from: new, to: &cells)
        if cells != new.cells { return "applying the diff does not give the new frame" }
        for run in diff.runs {
            let first = run.y * new.width + run.x
            let last = first + run.count - 1
            if new.cells[first].isContinuation || (old.cells.indices.contains(first) && old.width == new.width && old.cells[first].isContinuation && run.x > 0) {
                return "run \(run) starts on the right half of a wide grapheme"
            }
            if run.x + run.count < new.width, new.cells[last + 1].isContinuation {
                return "run \(run) ends before the right half of a wide grapheme"
            }
        }
        if old == new, !diff.isEmpty { return "identical frames give \(diff.cellCount) changed cells" }
        return nil
    }

    @Test func randomSequencesOfGrids() {
        var random = SeededRandom(seed: 11)
        var frames = 0
        for _ in 0..<60 {
            let width = Int.random(in: 1...30, using: &random)
            let height = Int.random(in: 1...6, using: &random)
            var previous = Self.randomGrid(width: width, height: height, using: &random)
            for _ in 0..<40 {
                // Mostly small changes on top of the previous frame, sometimes a new one.
                var next = previous
                if Int.random(in: 0..<5, using: &random) == 0 {
                    next = Self.randomGrid(width: width, height: height, using: &random)
                } else {
                    let patch = Self.randomGrid(width: width, height: height, using: &random)
                    for index in 0..<Int.random(in: 0...3, using: &random) {
                        let y = (index * 7 + Int.random(in: 0..<height, using: &random)) % height
                        let x = Int.random(in: 0..<width, using: &random)
                        let cell = patch[x, y]
                        if let grapheme = cell.text.first { next.set(x, y, grapheme, style: cell.style) }
                    }
                }
                if let problem = Self.check(previous, next) { Issue.record("\(problem)\n\(previous.lines)\n→\n\(next.lines)") }
                frames += 1
                previous = next
            }
        }
        #expect(frames >= 2000)
    }

    /// The real dashboard: the trip moving on, an alert, keys (expand, lock, phone view,
    /// theme, help) and a resize, one frame after another.
    @Test func dashboardFramesAsTheModelChanges() {
        let (start, startTime) = Fixtures.tripModel(at: Fixtures.beforeDeparture)
        var model = start
        var now = startTime
        let context = Fixtures.context()
        var previous = Renderer.render(model, width: 100, height: 30, now: now, context: context)
        var random = SeededRandom(seed: 4)
        let keys: [KeyPress] = [.character("e"), .character("l"), .character("v"), .character("t"), .character("?"),
                                .character("?"), .character("v"), .character("s"), .character("s"), .tab]
        var frames = 0
        var changed = 0
        for step in 0..<200 {
            now = now.addingTimeInterval(Double(Int.random(in: 1...40, using: &random)))
            _ = AppReducer.update(&model, .tick, now: now)
            if step % 9 == 0 { _ = AppReducer.update(&model, .key(keys[(step / 9) % keys.count]), now: now) }
            let (width, height) = step == 120 ? (80, 24) : (step > 120 ? (80, 24) : (100, 30))
            let next = Renderer.render(model, width: width, height: height, now: now, context: context)
            if let problem = Self.check(previous, next) { Issue.record("step \(step): \(problem)") }
            if GridDiff(from: previous, to: next).cellCount < next.cells.count { changed += 1 }
            frames += 1
            previous = next
        }
        #expect(frames == 200)
        #expect(changed >= 150, "most frames change only part of the screen")
    }

    @Test func identicalFramesHaveNoRunsAndAResizeRedrawsAll() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let frame = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        #expect(GridDiff(from: frame, to: frame).isEmpty)
        let smaller = Renderer.render(model, width: 90, height: 30, now: now, context: Fixtures.context())
        let resized = GridDiff(from: frame, to: smaller)
        #expect(resized.isFull)
        #expect(resized.cellCount == 90 * 30)
        #expect(GridDiff(full: Grid(width: 0, height: 0)).isEmpty)
    }

    /// A countdown that moves changes a few cells, not the screen.
    @Test func aSecondLaterOnlyTheClockChanges() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        var later = model
        _ = AppReducer.update(&later, .tick, now: now.addingTimeInterval(1))
        let before = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        let after = Renderer.render(later, width: 100, height: 30, now: now.addingTimeInterval(1), context: Fixtures.context())
        let diff = GridDiff(from: before, to: after)
        #expect(diff.cellCount < 40, "\(diff.runs)")
    }

    /// A narrow grapheme written over the right half of a wide one: the run takes in the
    /// whole wide grapheme of the old frame.
    @Test func runsTakeInWholeWideGraphemes() {
        var old = Grid(width: 6, height: 1)
        old.text("a中b", x: 0, y: 0)
        var new = old
        new.set(2, 0, "x", style: .plain)
        let diff = GridDiff(from: old, to: new)
        #expect(diff.runs == [GridDiff.Run(y: 0, x: 1, count: 2)])
        var wide = Grid(width: 6, height: 1)
        wide.text("ab", x: 0, y: 0)
        var next = wide
        next.set(0, 0, "🚋", style: .plain)
        #expect(GridDiff(from: wide, to: next).runs == [GridDiff.Run(y: 0, x: 0, count: 2)])
    }
}
