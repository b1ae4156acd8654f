import Foundation
import IslandCore
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandUI

/// The device's Settings screen (`,`): a row per app with its switches; turning an app's Live
/// Activities off ends its activities on screen and the app hears it.
@Suite struct SettingsScreenTests {
    static var context: RenderContext { FirstHourLayoutTests.context }

    @Test func commaOpensTheScreenAndTheSwitchEndsTheAppsActivity() throws {
        var (model, now) = FirstHourLayoutTests.model()
        let tripApp = "com.stefanfriedrich.rnvapp"
        #expect(model.system.activities.contains { $0.app.bundle == tripApp && $0.isOnIsland })
        _ = AppReducer.update(&model, .key(.character(",")), now: now)
        #expect(model.settings != nil)
        #expect(model.keyScope == .settings)
        let grid = Renderer.render(model, width: 100, height: 32, now: now, context: Self.context)
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("Settings · Live Activities"), "\(text)")
        SnapshotCheck.grid(grid, "settings-screen-100x32")

        // Walk to the trip's app and turn it off: its activity ends and leaves, the app is told.
        let rows = SettingsScreen.rows(model.system)
        let index = try #require(rows.firstIndex { $0.app.bundle == tripApp })
        _ = AppReducer.update(&model, .key(.home), now: now)
        for _ in 0..<rows.count { _ = AppReducer.update(&model, .key(.up), now: now) }
        for _ in 0..<index { _ = AppReducer.update(&model, .key(.down), now: now) }
        #expect(model.settings?.cursor == index)
        let effects = AppReducer.update(&model, .key(.character("a")), now: now)
        #expect(effects.contains(.output(.enablement(app: tripApp, activitiesEnabled: false, frequentPushesEnabled: false, at: now))))
        #expect(!model.system.activities.contains { $0.app.bundle == tripApp && $0.isOnLockScreen })
        let after = Renderer.render(model, width: 100, height: 32, now: now, context: Self.context).lines.joined(separator: "\n")
        #expect(after.contains("Live Activities off"), "\(after)")

        // Modal: a dashboard key does nothing behind it; Esc closes it.
        _ = AppReducer.update(&model, .key(.character("v")), now: now)
        #expect(model.viewMode == .dashboard)
        _ = AppReducer.update(&model, .key(.escape), now: now)
        #expect(model.settings == nil)
    }

    @Test func frequentUpdatesHasNoSwitchForAnAppThatDoesNotDeclareThem() {
        let (model, _) = FirstHourLayoutTests.model()
        for row in SettingsScreen.rows(model.system) {
            let declares = row.app.frequentUpdates || model.system.options.frequentUpdates
            #expect((row.frequentUpdates != nil) == declares, "\(row.app.bundle)")
        }
    }
}
