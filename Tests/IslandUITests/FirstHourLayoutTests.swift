import Foundation
import IslandCore
import IslandInput
import IslandTestSupport
import Testing
import IslandJSON
import IslandTypes
import IslandSimulator
@testable import IslandUI
import IslandTypes
import IslandSimulator

/// A new user's hour at the sizes they use: four apps' activities and one push the device
/// rejected, at 60×20, 80×24, 140×45 and 30×8 (golden snapshots), and what each size must say.
@Suite struct FirstHourLayoutTests {
    static let start = Date(timeIntervalSince1970: 1_764_417_600)
    static let context = RenderContext(language: .en, themeNames: ["default", "light"], timeZone: TimeZone(identifier: "UTC")!)

    /// `--simulate all` two minutes in, then a start the device rejects.
    static func model() -> (AppModel, Date) {
        let set = SimulationSet(.all, seed: 1, start: start)
        var model = AppModel(system: BuiltInTypes.system(), simulations: set.simulations.map(SimulationRun.init),
                             languages: LanguagePreferences(["en"]))
        model.sources = [SourceStatus(name: "sim all", state: .running)]
        let now = start.addingTimeInterval(120)
        var time = start
        while let next = AppReducer.nextDeadline(model, after: time), next <= now {
            time = next
            _ = AppReducer.update(&model, .tick, now: time)
        }
        let bad = IncomingLine(#"{"aps":{"timestamp":1764417720,"event":"start","attributes-type":"TripLiveActivityAttributes","attributes":{},"content-state":{}}}"#)
        _ = AppReducer.update(&model, .line(bad), now: now)
        _ = AppReducer.update(&model, .tick, now: now)
        return (model, now)
    }

    @Test(arguments: [(60, 20), (80, 24), (140, 45), (30, 8)])
    func aNewUsersSizes(width: Int, height: Int) {
        let (model, now) = Self.model()
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Self.context)
        SnapshotCheck.grid(grid, "first-hour-\(width)x\(height)")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("REJECTED_") || text.contains("1 problem"), "the rejected push leaves a trace at \(width)×\(height)")
    }

    /// Without an events pane, the status line says how many problems and the newest code.
    @Test func narrowSaysTheProblemInTheStatusLine() {
        let (model, now) = Self.model()
        let grid = Renderer.render(model, width: 60, height: 20, now: now, context: Self.context)
        #expect(grid.lines[18].contains("1 problem"), "\(grid.lines[18])")
    }

    /// PgUp once handed the keys to a pane that was not drawn: focused, it takes the card's place.
    @Test(arguments: [(60, 20), (50, 16)])
    func pageUpShowsThePaneItActsOn(width: Int, height: Int) {
        var (model, now) = Self.model()
        _ = AppReducer.update(&model, .key(.pageUp), now: now)
        #expect(model.eventsPane.focused)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Self.context)
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("Events"), "the focused pane is drawn at \(width)×\(height)")
        SnapshotCheck.grid(grid, "first-hour-pane-\(width)x\(height)")
    }

    /// At 30×8 the card does not fit: the footer does not offer its button.
    @Test func noCardNoButtonInTheFooter() {
        let (model, now) = Self.model()
        let grid = Renderer.render(model, width: 30, height: 8, now: now, context: Self.context)
        #expect(!grid.lines[7].contains("b "), "\(grid.lines[7])")
    }
}
