import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// Mouse clicks: the [Beenden] / Stop ride button ends its activity, the rest of a card or an
/// island presentation selects it.
@Suite struct HitRegionTests {
    /// Every cell of the first occurrence of `text` in the grid.
    func cells(of text: String, in grid: Grid) -> [(x: Int, y: Int)] {
        for (y, line) in grid.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            // Convert the character offset into a cell column: wide graphemes take two cells.
            let x = TextWidth.width(of: line[line.startIndex..<range.lowerBound])
            return (0..<TextWidth.width(of: text)).map { (x + $0, y) }
        }
        return []
    }

    /// The first cell of `text` in the grid; the test fails (rather than traps) when it is not there.
    func firstCell(of text: String, in grid: Grid, sourceLocation: SourceLocation = #_sourceLocation) throws -> (x: Int, y: Int) {
        try #require(cells(of: text, in: grid).first, "\(text) is not on screen", sourceLocation: sourceLocation)
    }

    @Test func beendenButtonOnTheCardEndsTheTrip() throws {
        let activity = Sample.trip.activity
        let grid = Presentations.lockScreen(activity: activity, now: Fixtures.start, context: Fixtures.context())
        let button = cells(of: "[Beenden]", in: grid)
        #expect(button.count == 9)
        for cell in button {
            #expect(grid.hitTarget(x: cell.x, y: cell.y) == .stopButton(activityID: "trip"))
        }
        #expect(grid.hitTarget(x: 2, y: 1) == .activity(activityID: "trip"))
        let first = try firstCell(of: "[Beenden]", in: grid)
        #expect(grid.hitTarget(x: first.x - 1, y: first.y) == .activity(activityID: "trip"))
    }

    @Test func stopRideButtonOnRideCardAndExpandedIsland() {
        let activity = Sample.ride.activity
        let context = Fixtures.context(.en)
        for grid in [Presentations.lockScreen(activity: activity, now: Fixtures.start, context: context),
                     Presentations.expanded(activity: activity, now: Fixtures.start, context: context)] {
            let button = cells(of: "[Stop ride]", in: grid)
            #expect(!button.isEmpty)
            for cell in button {
                #expect(grid.hitTarget(x: cell.x, y: cell.y) == .stopButton(activityID: "ride"))
            }
        }
    }

    /// Clicking the dashboard's button through the reducer asks to authenticate (locked).
    @Test func dashboardClickRoutesThroughTheReducer() throws {
        var (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        let button = try firstCell(of: "[Beenden]", in: grid)
        let target = try #require(grid.hitTarget(x: button.x + 4, y: button.y))
        #expect(target == .stopButton(activityID: "rnv5-trip"))
        _ = AppReducer.update(&model, .activate(target), now: now)
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
    }

    @Test func islandPresentationsSelectTheirActivity() throws {
        let model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush()])
        let grid = Renderer.render(model, width: 120, height: 40, now: Fixtures.start, context: Fixtures.context())
        let compact = cells(of: "Onewheel GT ─", in: grid)
        let trip = try firstCell(of: "RNV 5 ─", in: grid)
        #expect(compact.isEmpty)
        #expect(grid.hitTarget(x: trip.x, y: trip.y) == .activity(activityID: "trip"))
        // The ride's card is the second card; clicking its title selects it.
        let rideTitle = try firstCell(of: "Onewheel GT", in: grid)
        #expect(grid.hitTarget(x: rideTitle.x, y: rideTitle.y) == .activity(activityID: "ride"))
    }

    /// An ended activity keeps its (dimmed) button: a second Beenden is the reducer's no-op.
    @Test func endedCardKeepsItsButton() throws {
        var system = Fixtures.system([Fixtures.tripPush()], now: Fixtures.start)
        _ = system.end("trip", reason: .userStopped, now: Fixtures.start)
        let grid = Presentations.lockScreen(activity: system.activities[0], now: Fixtures.start, context: Fixtures.context())
        let button = try firstCell(of: "[Beenden]", in: grid)
        #expect(grid.hitTarget(x: button.x, y: button.y) == .stopButton(activityID: "trip"))
        #expect(grid[button.x, button.y].style.attributes.contains(.dim))
    }

    /// Nothing under a modal prompt can be clicked.
    @Test func promptsBlockClicks() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("b"))])
        let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        #expect(grid.hitRegions.isEmpty)
    }

    @Test func phoneAndStandByButtons() throws {
        for key in ["v", "s"] {
            let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character(Character(key)))])
            let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
            // StandBy draws the card at twice its size: the label one cell apart.
            let button = try firstCell(of: key == "s" ? "[ B e e n d e n ]" : "[Beenden]", in: grid)
            #expect(grid.hitTarget(x: button.x, y: button.y) == .stopButton(activityID: "rnv5-trip"))
        }
    }
}
