import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// The phone view and StandBy at the sizes of issue 5.
@Suite struct ScreenSnapshotTests {
    static let sizes = [(80, 24), (100, 30), (160, 48)]

    @Test(arguments: sizes)
    func phoneTrip(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("v"))])
        #expect(model.viewMode == .phone)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "phone-trip-\(width)x\(height)", styles: width == 80)
    }

    @Test(arguments: sizes)
    func phoneApps(width: Int, height: Int) {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush(), Fixtures.workoutPush()])
        model.viewMode = .phone
        let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "phone-apps-\(width)x\(height)")
    }

    /// Space holds the island open: the expanded presentation lies over the Lock Screen.
    @Test(arguments: [(80, 24), (100, 30)])
    func phoneExpanded(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("v")), .key(.character(" "))])
        #expect(model.expandedHeld)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "phone-expanded-\(width)x\(height)")
    }

    @Test func phoneAsciiAndSmall() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("v"))])
        for (width, height) in [(80, 24), (40, 12), (20, 5), (1, 1), (0, 0)] {
            let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context(.en, ascii: true))
            SnapshotCheck.grid(grid, "phone-ascii-\(width)x\(height)")
            #expect(grid.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        }
    }

    @Test(arguments: sizes)
    func standByTrip(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("s"))])
        #expect(model.viewMode == .standby)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "standby-trip-\(width)x\(height)", styles: width == 80)
    }

    @Test(arguments: sizes)
    func standByRide(width: Int, height: Int) {
        var model = Fixtures.model([Fixtures.ridePush(state: .init(phase: .connected, statusText: "Riding · 23 km/h",
                                                                    batteryPercent: 76))])
        model.viewMode = .standby
        let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "standby-ride-\(width)x\(height)")
    }

    @Test func standByWithoutActivityShowsTheClock() {
        var model = AppModel()
        model.viewMode = .standby
        for (width, height) in [(80, 24), (30, 8)] {
            let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context())
            SnapshotCheck.grid(grid, "standby-clock-\(width)x\(height)")
        }
    }

    @Test func standBySmallAndAscii() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.beforeDeparture, events: [.key(.character("s"))])
        for (width, height) in [(100, 30), (40, 12), (20, 5), (1, 1)] {
            let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context(.de, ascii: true))
            SnapshotCheck.grid(grid, "standby-ascii-\(width)x\(height)")
            #expect(grid.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        }
    }
}
