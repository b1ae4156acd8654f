import IslandText
import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// The phone view and StandBy at the sizes users run it at.
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

    /// Unlocked, Space holds the island open: the expanded presentation lies over the Home
    /// Screen. (Locked, the trip's card is on the Lock Screen and the island has nothing to open.)
    @Test(arguments: [(80, 24), (100, 30)])
    func phoneExpanded(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("v")), .key(.character("l")),
                                                                             .key(.character(" "))])
        #expect(model.expandedHeld && !model.locked)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "phone-expanded-\(width)x\(height)")
    }

    /// Locked, an alert lights its Lock Screen card; the island shows no activity whose card
    /// is on the Lock Screen.
    @Test(arguments: Language.allCases)
    func phoneLockedAlert(language: Language) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.alertTime, events: [.key(.character("v"))])
        #expect(model.locked && model.isAlerting(at: now))
        let grid = Renderer.render(model, width: 80, height: 24, now: now, context: Fixtures.context(language))
        SnapshotCheck.grid(grid, "phone-locked-alert-\(language.rawValue)-80x24", styles: language == .de)
        #expect(!grid.lines[1].contains("RNV 5"), "the trip's card is on the Lock Screen: not in the island too")
    }

    /// Unlocked, an alert expands the island over the Home Screen; no Lock Screen card.
    @Test(arguments: Language.allCases)
    func phoneUnlockedAlert(language: Language) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.alertTime, events: [.key(.character("v")), .key(.character("l"))])
        #expect(!model.locked && model.isAlerting(at: now))
        let grid = Renderer.render(model, width: 80, height: 24, now: now, context: Fixtures.context(language))
        SnapshotCheck.grid(grid, "phone-unlocked-alert-\(language.rawValue)-80x24")
        #expect(!grid.lines.joined().contains("[Beenden]") && !grid.lines.joined().contains("[End]"))
    }

    /// Unlocked without an alert: the compact island of the most relevant activity, the Home
    /// Screen with the selected activity's app marked when the island shows another.
    @Test func phoneUnlockedSelectionElsewhere() {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush()])
        model.viewMode = .phone
        model.locked = false
        model.selectedID = "ride"
        let grid = Renderer.render(model, width: 80, height: 24, now: Fixtures.start, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "phone-unlocked-selected-80x24")
        #expect(grid.lines.joined().contains("🛹  Vescape  • selected"))
    }

    /// A full Lock Screen: the activities whose cards had no room are in the island.
    @Test func phoneLockedOverflowGoesToTheIsland() {
        let model = { () -> AppModel in
            var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush(), Fixtures.workoutPush()])
            model.viewMode = .phone
            return model
        }()
        let grid = Renderer.render(model, width: 80, height: 24, now: Fixtures.start, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "phone-locked-overflow-80x24")
        #expect(!grid.lines[1].contains("RNV 5"))
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
