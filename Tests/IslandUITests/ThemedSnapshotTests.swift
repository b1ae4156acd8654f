import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI

/// Every theme file that ships in themes/, applied to the dashboard and the phone view: the
/// text (a theme may change glyphs) and a style mask whose legend names each role's colour.
@Suite struct ThemedSnapshotTests {
    static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("themes")

    static let names = ["default", "light", "high-contrast", "mono", "rnv"]

    static func theme(_ name: String) throws -> Theme {
        let data = try Data(contentsOf: themesDirectory.appendingPathComponent("\(name).json"))
        return try ThemeParser.parse(Array(data), name: name)
    }

    @Test(arguments: names)
    func dashboardAndPhone(name: String) throws {
        let theme = try Self.theme(name)
        var (model, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        var context = Fixtures.context()
        context.glyphs = theme.glyphs(over: .unicode)
        let dashboard = Renderer.render(model, width: 100, height: 30, now: now, context: context)
        model.viewMode = .phone
        let phone = Renderer.render(model, width: 80, height: 24, now: now, context: context)
        for (view, grid) in [("dashboard-100x30", dashboard), ("phone-80x24", phone)] {
            SnapshotCheck.text(Snapshot.text(of: grid), "themed-\(name)-\(view)")
            SnapshotCheck.text(Snapshot.styleMask(of: grid, theme: theme), "themed-\(name)-\(view).styles")
        }
    }

    @Test func everyShippedThemeIsSnapshotted() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(Self.names))
    }
}
