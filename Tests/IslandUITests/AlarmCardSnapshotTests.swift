import Foundation
import IslandCore
import IslandInput
import IslandSimulator
import IslandTestSupport
@testable import IslandUI
import Testing

/// The AlarmKit timer's card in each mode, with the buttons of that mode: Stop and Pause while
/// it counts down, Stop and Resume while paused, Stop and Repeat while it rings — each its own
/// control, the one `b` presses reversed.
@Suite struct AlarmCardSnapshotTests {
    static let start = Date(timeIntervalSince1970: 1_764_417_600)
    static let alarm = AlarmSimulator(seed: 3, start: start)
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    /// `--simulate alarm --seed 3` played up to its push `index`, and a second on.
    static func model(through index: Int) -> (AppModel, Date) {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(alarm)])
        model.sources = [SourceStatus(name: "sim", state: .running)]
        for time in alarm.schedule.prefix(index + 1) { _ = AppReducer.update(&model, .tick, now: time) }
        let now = alarm.schedule[index].addingTimeInterval(1)
        _ = AppReducer.update(&model, .tick, now: now)
        return (model, now)
    }

    static func controls(_ grid: Grid) -> [HitTarget] {
        var found: [HitTarget] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                if let target = grid.hitTarget(x: x, y: y), case .control = target, !found.contains(target) { found.append(target) }
            }
        }
        return found
    }

    @Test(arguments: [(100, 32), (60, 20)])
    func ringingWithRepeatChosen(size: (Int, Int)) throws {
        var (model, now) = Self.model(through: 3)
        _ = AppReducer.update(&model, .key(.right), now: now)
        let grid = Renderer.render(model, width: size.0, height: size.1, now: now, context: Self.context)
        SnapshotCheck.grid(grid, "alarm-ringing-repeat-chosen-\(size.0)x\(size.1)", styles: size.0 == 100)
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("[Stop] [Repeat]"), "\(text)")
        #expect(Set(Self.controls(grid)) == [.control(activityID: "alarm", index: 0), .control(activityID: "alarm", index: 1)])
        if size.0 >= 100 { #expect(grid.lines.last?.contains("b Repeat") == true, "\(grid.lines.last ?? "")") }
    }

    @Test func countingDownAndPaused() throws {
        let (counting, countingNow) = Self.model(through: 0)
        let countingGrid = Renderer.render(counting, width: 100, height: 32, now: countingNow, context: Self.context)
        SnapshotCheck.grid(countingGrid, "alarm-counting-100x32")
        #expect(countingGrid.lines.joined().contains("[Stop] [Pause]"))
        let (paused, pausedNow) = Self.model(through: 1)
        let pausedGrid = Renderer.render(paused, width: 100, height: 32, now: pausedNow, context: Self.context)
        SnapshotCheck.grid(pausedGrid, "alarm-paused-100x32")
        #expect(pausedGrid.lines.joined().contains("[Stop] [Resume]"))
    }
}
