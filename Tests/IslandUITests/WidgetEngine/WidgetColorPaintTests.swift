import IslandSwiftSource
import IslandTypes
import Foundation
import IslandCore
import IslandTestSupport
@testable import IslandUI
import Testing

/// The app's own colours reach the cell grid: the card's `activityBackgroundTint`, the colours
/// of `foregroundStyle` / `foregroundColor` / `tint` (system colours in Dark Mode, RGB, hex,
/// `.opacity`), the system action's colour; and how they are painted at each terminal depth.
struct WidgetColorPaintTests {
    static let source = """
    import ActivityKit
    import AppIntents
    import SwiftUI
    import WidgetKit

    struct BrewAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var stage: String
            var minutes: Int
        }
        var cafe: String
    }

    struct CollectIntent: LiveActivityIntent {
        static var title: LocalizedStringResource = "Collected"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct BrewLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: BrewAttributes.self) { context in
                VStack(alignment: .leading) {
                    Text(context.attributes.cafe)
                        .foregroundColor(Color(red: 0.9, green: 0.1, blue: 0.2))
                    Text(context.state.stage)
                        .foregroundStyle(.green)
                    Text("\\(context.state.minutes) min")
                        .foregroundStyle(.orange.opacity(0.5))
                    Button(intent: CollectIntent()) {
                        Text("Collected")
                    }
                    .tint(Color.blue)
                }
                .activityBackgroundTint(Color(red: 0.1, green: 0.2, blue: 0.3))
                .activitySystemActionForegroundColor(.yellow)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text(context.attributes.cafe) }
                } compactLeading: {
                    Text(context.state.stage).foregroundStyle(.mint)
                } compactTrailing: {
                    Text("\\(context.state.minutes)m")
                } minimal: {
                    Text("\\(context.state.minutes)")
                }
            }
        }
    }

    #Preview("Card", as: .content, using: BrewAttributes(cafe: "Kaffeehaus")) {
        BrewLiveActivity()
    } contentStates: {
        BrewAttributes.ContentState(stage: "Brewing", minutes: 4)
    }
    """

    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)
    static let now = Date(timeIntervalSince1970: 1_764_421_200)

    static func program() throws -> WidgetProgram {
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "Brew.swift", text: source)])
        return try #require(report.types.lazy.compactMap(\.definition.widget).first)
    }

    static func card() throws -> Grid {
        let program = try program()
        let preview = try #require(program.previews.first)
        return try #require(WidgetPreviewDrawing.grid(preview, state: 0, program: program, now: now, context: context))
    }

    /// The style of the first cell whose text starts `text`.
    static func style(of text: String, in grid: Grid) -> CellStyle? {
        for (y, line) in grid.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let x = TextWidth.width(of: String(line[..<range.lowerBound]))
            return grid[x, y].style
        }
        return nil
    }

    @Test func theCardsCellsCarryTheAppsColours() throws {
        let grid = try Self.card()
        let cafe = try #require(Self.style(of: "Kaffeehaus", in: grid))
        #expect(cafe.appForeground == AppColor(red: 230, green: 26, blue: 51), "Color(red:green:blue:) as it is")
        #expect(cafe.foreground == .critical, "the nearest role stays the cell's meaning")
        #expect(Self.style(of: "Brewing", in: grid)?.appForeground == AppColor(red: 48, green: 209, blue: 88), "Color.green in Dark Mode")
        #expect(Self.style(of: "4 min", in: grid)?.appForeground == AppColor(red: 255, green: 159, blue: 10, alpha: 128), ".orange.opacity(0.5)")
        // The background tint: every cell of the card, its edges too, but not the corners on the wallpaper.
        let tint = AppColor(red: 26, green: 51, blue: 77)
        #expect(cafe.appBackground == tint)
        #expect(grid[1, 0].style.appBackground == tint, "the top edge")
        #expect(grid[grid.width - 3, 2].style.appBackground == tint, "the empty right of a row")
        #expect(grid[0, 0].style.appBackground == nil, "the corner sits on the wallpaper")
        // The system's action: its label in activitySystemActionForegroundColor, on the button's tint.
        let button = try #require(Self.style(of: "Collected", in: grid))
        #expect(button.appForeground == AppColor(red: 255, green: 214, blue: 10))
        #expect(button.appBackground == AppColor(red: 10, green: 132, blue: 255))
        if let failure = Snapshot.verify(Snapshot.text(of: grid) + Snapshot.styleMask(of: grid), named: "widget-colors-card") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func theIslandStaysBlackAroundTheAppsColours() throws {
        let program = try Self.program()
        let preview = try #require(program.previews.first)
        let surfaces = try #require(WidgetPreviewDrawing.surfaces(preview, state: 0, program: program, now: Self.now, context: Self.context))
        let compact = try #require(WidgetPreviewDrawing.grids(surfaces, title: "Brew", context: Self.context).first { $0.name == "compact" }?.grid)
        let stage = try #require(Self.style(of: "Brewing", in: compact))
        #expect(stage.appForeground == AppColor(red: 99, green: 230, blue: 226))
        #expect(stage.background == .islandBackground)
        #expect(stage.appBackground == nil, "the island is the sensor housing's black, whatever the app's tint")
        for theme in ["default", "light", "high-contrast", "rnv"] {
            let data = try Data(contentsOf: ThemeFilesTests.themesDirectory.appendingPathComponent("\(theme).json"))
            let loaded = try ThemeParser.parse(Array(data), name: theme)
            #expect(stage.colors(in: loaded).background.rgbComponents.map { [$0.red, $0.green, $0.blue] } == [0, 0, 0], "\(theme): a black island")
        }
    }

    @Test func anAppColourIsTruecolourWhereTheTerminalHasItAndTheNearestElsewhere() {
        var style = CellStyle(.positive, on: .cardBackground)
        style.appForeground = AppColor(red: 228, green: 0, blue: 43)
        style.appBackground = AppColor(red: 26, green: 51, blue: 77)
        let colors = style.colors(in: .builtInDefault)
        #expect(colors.foreground == .rgb(228, 0, 43))
        #expect(colors.background == .rgb(26, 51, 77))
        // Printed (`render --ansi`) and drawn through ncurses by the one mapping.
        #expect(ANSIColorMode.truecolor.parameters(foreground: colors.foreground, background: colors.background) == ["38;2;228;0;43", "48;2;26;51;77"])
        #expect(ANSIColorMode.ansi256.parameters(foreground: colors.foreground, background: colors.background) == ["38;5;160", "48;5;236"])
        #expect(ANSIColorMode.ansi16.parameters(foreground: colors.foreground, background: colors.background) == ["31", "44"])
        #expect(ANSIColorMode.ansi8.parameters(foreground: colors.foreground, background: colors.background) == ["31", "44"])
        #expect(GridText.sequence(style, theme: .builtInDefault, mode: .truecolor) == "\u{1B}[0;38;2;228;0;43;48;2;26;51;77m")
        // Without an app colour, the role's colour as before.
        #expect(GridText.sequence(CellStyle(.positive, on: .cardBackground), theme: .builtInDefault, mode: .truecolor) == "\u{1B}[0;38;2;95;215;95;48;2;48;48;48m")
    }

    @Test func aTranslucentColourIsCompositedOverWhatIsBelow() {
        var style = CellStyle(.severe, on: .cardBackground)
        style.appForeground = AppColor(red: 255, green: 159, blue: 10, alpha: 128)
        style.appBackground = AppColor(red: 0, green: 0, blue: 0)
        #expect(style.colors(in: .builtInDefault).foreground == .rgb(128, 80, 5))
        #expect(AppColor(red: 255, green: 255, blue: 255, alpha: 0).themeColor(over: .index(236)) == .rgb(48, 48, 48))
    }

    @Test func aThemeWithoutColoursLeavesTheAppsColoursToTheTerminal() {
        var style = CellStyle(.positive, on: .cardBackground)
        style.appForeground = AppColor(red: 228, green: 0, blue: 43)
        style.appBackground = AppColor(red: 26, green: 51, blue: 77)
        let colors = style.colors(in: .builtInMono)
        #expect(colors.foreground == .terminalDefault)
        #expect(colors.background == .terminalDefault)
    }
}
