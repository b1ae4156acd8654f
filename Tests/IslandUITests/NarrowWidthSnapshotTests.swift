import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandUI
import IslandTypes
import IslandSimulator

/// Every width keeps what matters: four apps' activities at 80, 50 and 36 columns — the
/// compact island with "+N more" down to its own width, the status line with the lock state
/// last, the footer with the button and q last.
@Suite struct NarrowWidthSnapshotTests {
    static let start = Date(timeIntervalSince1970: 1_764_417_600)

    /// `--simulate all` two minutes in: four activities of four apps.
    static func model(locked: Bool = true) -> (AppModel, Date) {
        let set = SimulationSet(.all, seed: 1, start: start)
        var model = AppModel(system: BuiltInTypes.system(), simulations: set.simulations.map(SimulationRun.init),
                             languages: LanguagePreferences(["en"]))
        model.sources = [SourceStatus(name: "sim all", state: .running)]
        model.locked = locked
        let now = start.addingTimeInterval(120)
        var time = start
        while let next = AppReducer.nextDeadline(model, after: time), next <= now {
            time = next
            _ = AppReducer.update(&model, .tick, now: time)
        }
        _ = AppReducer.update(&model, .tick, now: now)
        return (model, now)
    }

    static let context = RenderContext(language: .en, themeNames: ["default", "light"], timeZone: TimeZone(identifier: "UTC")!)

    @Test(arguments: [(80, 24), (50, 20), (36, 16), (36, 3)])
    func fourApps(width: Int, height: Int) {
        let (model, now) = Self.model()
        #expect(model.islandActivities.count == 4)
        let grid = Renderer.render(model, width: width, height: height, now: now, context: Self.context)
        SnapshotCheck.grid(grid, "narrow-apps-\(width)x\(height)")
        let lines = grid.lines
        if width < 60 {
            #expect(lines[0].contains("+2 more"), "the island leaves two out and says so")
        }
        // The button stays in the footer while its card is on screen; at 3 rows there is no card.
        if height > 3 {
            #expect(lines[height - 1].hasPrefix(width < 60 ? "b " : " ") || lines[height - 1].contains("b "),
                    "the button stays in the footer")
        } else {
            #expect(!lines[height - 1].contains("b "), "no card, no button")
        }
        #expect(lines[height - 1].contains("q quit"))
        #expect(lines[height - 2].contains("locked"), "the lock state stays in the status line")
    }

    @Test func theStatusLineDropsWholePartsLockStateLast() {
        let (model, now) = Self.model()
        var lines: [String] = []
        for width in stride(from: 100, through: 12, by: -4) {
            let grid = Renderer.render(model, width: width, height: 3, now: now, context: Self.context)
            let status = grid.lines[1]
            #expect(status.contains("locked"), "at \(width) columns: \(status)")
            #expect(!status.contains("…"), "whole parts go, none is cut: \(status)")
            lines.append(status)
        }
        #expect(lines.count == 23)
        #expect(lines.first!.contains("theme") && !lines.last!.contains("theme"))
    }

    @Test func theFooterKeepsTheButtonAndQuitLongest() {
        let (model, now) = Self.model(locked: false)
        var checked = 0
        for width in stride(from: 100, through: 20, by: -5) {
            let footer = Renderer.render(model, width: width, height: 16, now: now, context: Self.context).lines[15]
            #expect(footer.contains("q quit"), "at \(width): \(footer)")
            // The button is offered while its card is on screen (from 30 columns, as drawn).
            if width >= 30 { #expect(footer.contains("b "), "at \(width): \(footer)") }
            if width < 30 { #expect(!footer.contains("b "), "no card, no button at \(width): \(footer)") }
            if width >= 40 { #expect(footer.contains("E end all"), "several live: E stays at \(width): \(footer)") }
            checked += 1
        }
        #expect(checked == 17)
    }
}

extension NarrowWidthSnapshotTests {
    @Test func aLongSourcePathIsShortenedNotDropped() {
        var (model, now) = Self.model()
        model.sources = [SourceStatus(name: "tail /tmp/island-e2e-1234567890/deeply/nested/directory/trips.ndjson", state: .waitingForFile)]
        let status = Renderer.render(model, width: 100, height: 30, now: now, context: Self.context).lines[28]
        #expect(status.contains("tail trips.ndjson: waiting for the file"), "\(status)")
        #expect(status.contains("locked"))
    }
}
