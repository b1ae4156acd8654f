import IslandText
import Foundation
import Testing
import IslandCore
@testable import IslandUI

/// The whole dashboard at the sizes users run it at, and its overlays.
@Suite struct DashboardSnapshotTests {
    static let sizes = [(120, 40), (100, 30), (80, 24), (60, 20), (20, 5), (1, 1), (0, 0)]

    @Test(arguments: sizes)
    func tripEnRoute(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        #expect(grid.width == width && grid.height == height)
        SnapshotCheck.grid(grid, "dashboard-trip-\(width)x\(height)", styles: width == 100)
    }

    @Test(arguments: [(100, 30), (80, 24), (20, 5)])
    func english(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.beforeDeparture)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "dashboard-trip-en-\(width)x\(height)")
    }

    @Test(arguments: [(100, 30), (80, 24), (20, 5)])
    func ascii(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context(.de, ascii: true))
        SnapshotCheck.grid(grid, "dashboard-trip-ascii-\(width)x\(height)")
        #expect(grid.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    /// Activities of four types from three apps: the two-app pair of minimals, relevance order,
    /// the selected card marked.
    @Test(arguments: [(120, 40), (100, 30), (80, 24)])
    func severalApps(width: Int, height: Int) {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush(), Fixtures.deliveryPush(), Fixtures.workoutPush()])
        model.selectedID = "ride"
        let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-apps-\(width)x\(height)", styles: width == 120)
    }

    @Test(arguments: [(100, 30), (80, 24), (60, 20), (30, 8)])
    func helpOverlay(width: Int, height: Int) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("?"))])
        #expect(model.showHelp)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-help-\(width)x\(height)")
        #expect(grid.hitRegions.isEmpty)
    }

    @Test func helpListsEveryKey() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("?"))])
        let text = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context(.en)).lines.joined(separator: "\n")
        #expect(KeyBindings.all.count >= 15)
        // A binding without caps is named in another row's ("+ / -" for -); the settings
        // screen's keys are in its own footer, not the help.
        for binding in KeyBindings.active(replaying: false) where binding.scope != .settings {
            guard let caps = binding.caps else { continue }
            let key = caps.text(.en)
            #expect(text.contains(key + " "), "help lacks \(key)")
        }
    }

    @Test(arguments: [(100, 30), (80, 24), (20, 5)], Language.allCases)
    func authPrompt(size: (Int, Int), language: Language) {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("b"))])
        #expect(model.pending == .stop(activityID: "rnv5-trip"))
        let grid = Renderer.render(model, width: size.0, height: size.1, now: now, context: Fixtures.context(language))
        SnapshotCheck.grid(grid, "dashboard-auth-\(language.rawValue)-\(size.0)x\(size.1)")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains(language == .de ? "Fahrt beenden?" : "End the trip?"), "the prompt names the type's own action")
        if size.0 >= 40 {
            #expect(text.contains(Strings(language).authHint))
        }
    }

    @Test func authPromptEndAll() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("E"))])
        let grid = Renderer.render(model, width: 80, height: 24, now: now, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "dashboard-auth-endall-80x24")
    }

    /// Speed, pause and a note: the virtual clock shows in the status line, the note in the footer.
    @Test func pausedAtSpeedWithNote() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.enRoute, events: [.key(.character("+")), .key(.character("p"))])
        #expect(model.paused && model.speed == 2 && model.note != nil)
        let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-paused-100x30")
        #expect(grid.lines[28].contains("2× pausiert Uhr 12:10:20"))
        #expect(grid.lines[29].contains("angehalten"))
    }

    /// Unlocked, an alert (the delay push) shows the expanded island and marks it live.
    @Test func alertExpands() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.alertTime, events: [.key(.character("l"))])
        #expect(model.isExpanded(at: now) && !model.locked)
        let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-alert-100x30")
        #expect(grid.lines[1].contains("• Erweitert"))
    }

    /// Locked (the dashboard is the Lock Screen), an alert lights the card instead.
    @Test func alertLightsTheCardWhenLocked() {
        let (model, now) = Fixtures.tripModel(at: Fixtures.alertTime)
        #expect(model.locked && model.isAlerting(at: now))
        let grid = Renderer.render(model, width: 100, height: 30, now: now, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-alert-locked-100x30", styles: true)
        #expect(grid.lines[1].contains("• Kompakt"))
    }

    /// The island shows the most relevant activity; the selected one, when another, is marked
    /// under it (at every layout that has an island row).
    @Test(arguments: [(100, 30), (80, 24)])
    func selectionElsewhere(width: Int, height: Int) {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.ridePush()])
        model.selectedID = "ride"
        let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context(.en))
        SnapshotCheck.grid(grid, "dashboard-selected-\(width)x\(height)")
        #expect(grid.lines.prefix(3).joined().contains("RNV 5 ─"), "the island shows the most relevant activity")
        #expect(grid.lines.joined().contains("• selected: ✓ Onewheel GT"))
    }

    @Test(arguments: [(100, 30), (80, 24), (20, 5)])
    func empty(width: Int, height: Int) {
        var model = AppModel()
        model.sources = [SourceStatus(name: "socket", state: .clients(0))]
        let grid = Renderer.render(model, width: width, height: height, now: Fixtures.start, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-empty-\(width)x\(height)")
    }

    /// Untrusted log text (a rejection quoting escape sequences) never reaches the grid raw.
    @Test func eventsPaneSanitises() {
        var model = Fixtures.model([Fixtures.tripPush()])
        let line = IncomingLine("{\"aps\":{\"event\":\"update\",\"content-state\":{\"currentStop\":\"\u{1B}]0;pwn\u{07}x\u{1B}[2J\"}}}",
                                source: .socket(client: 3), number: 7)
        _ = AppReducer.update(&model, .line(line), now: Fixtures.start)
        model.log.append(LogEntry(time: Fixtures.start, level: .alert,
                                  text: "alert trip: \u{1B}]0;pwn\u{07}Verspätung\u{1B}[2J +2 Min. \u{202E}evil \u{9B}31m rot"))
        let grid = Renderer.render(model, width: 120, height: 40, now: Fixtures.start, context: Fixtures.context())
        SnapshotCheck.grid(grid, "dashboard-rejection-120x40")
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                #expect(!grid[x, y].text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
            }
        }
    }
}
