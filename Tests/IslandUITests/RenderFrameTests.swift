import IslandText
import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandSimulator

/// `island render`'s pure part: payloads → model at a moment (`PayloadPlayback`) → one frame
/// (`StillFrame`) → text (`GridText`). Snapshots of every view of a trip under way, and of
/// two apps at once.
@Suite struct RenderFrameTests {
    static let t0 = Date(timeIntervalSince1970: 1_764_421_200)
    static let trip = TripSimulator(seed: 42, start: t0)

    static func documents(_ pushes: [Push]) -> [LintDocument] {
        let text = pushes.map { PushEncoder.line($0) + "\n" }.joined()
        return DocumentSplitter.documents(in: LintInput(name: "trip.ndjson", text: text))
    }

    /// The trip four minutes after departure, between two stops.
    static var enRoute: Date { trip.departure.addingTimeInterval(4 * 60 + 20) }

    static func frame(_ view: StillView, at time: Date = enRoute, pushes: [Push]? = nil, width: Int? = nil, height: Int? = nil,
                      language: Language = .de, ascii: Bool = false) throws -> Grid {
        let all = pushes ?? trip.schedule.indices.map(trip.push(at:))
        let playback = try #require(PayloadPlayback.play(documents(all), at: time, from: AppModel(system: BuiltInTypes.system())))
        let context = RenderContext(language: language, glyphs: ascii ? .ascii : .unicode, themeNames: ["default"],
                                    timeZone: TimeZone(identifier: "UTC")!)
        return try #require(StillFrame.grid(playback.model, view: view, width: width, height: height, now: playback.now, context: context))
    }

    @Test(arguments: StillView.allCases)
    func everyViewOfATripUnderWay(view: StillView) throws {
        let grid = try Self.frame(view)
        SnapshotCheck.text(GridText.plain(grid), "render-trip-\(view.rawValue)")
        if view.isScreen {
            #expect(grid.width == 100 && grid.height == 30, "the default screen size")
            // A headless frame takes no keys: no key footer.
            let text = grid.lines.joined(separator: "\n")
            #expect(!text.contains("? Hilfe") && !text.contains("? help") && !text.contains("q Ende") && !text.contains("q quit"))
        }
    }

    @Test func sizesAndLanguage() throws {
        let lock = try Self.frame(.lock, width: 40, language: .en)
        #expect(lock.width == 40)
        SnapshotCheck.text(GridText.plain(lock), "render-trip-lock-40-en")
        let small = try Self.frame(.dashboard, width: 60, height: 16, language: .en, ascii: true)
        #expect(small.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        SnapshotCheck.text(GridText.plain(small), "render-trip-dashboard-60x16-en-ascii")
        #expect(small.height == 16 && !small.lines.joined().contains("q quit"), "the size asked for, without the key footer")
    }

    @Test func twoAppsAtOnce() throws {
        let set = SimulationSet(.all, seed: 3, start: Self.t0)
        let grid = try Self.frame(.dashboard, at: Self.t0.addingTimeInterval(15 * 60), pushes: set.pushes, language: .en)
        SnapshotCheck.text(GridText.plain(grid), "render-all-apps-dashboard")
        let minimal = try Self.frame(.minimal, at: Self.t0.addingTimeInterval(15 * 60), pushes: set.pushes)
        #expect(minimal.height == 1)
    }

    @Test func aPresentationNeedsAnActivity() throws {
        let playback = try #require(PayloadPlayback.play(Self.documents([]), at: Self.t0))
        let context = RenderContext(timeZone: TimeZone(identifier: "UTC")!)
        #expect(StillFrame.grid(playback.model, view: .compact, width: nil, height: nil, now: Self.t0, context: context) == nil)
        #expect(StillFrame.grid(playback.model, view: .dashboard, width: nil, height: nil, now: Self.t0, context: context) != nil,
                "a screen without activities is still a frame")
        let trip = try #require(PayloadPlayback.play(Self.documents([Self.trip.push(at: 0)]), at: nil,
                                                       from: AppModel(system: BuiltInTypes.system())))
        #expect(StillFrame.grid(trip.model, view: .lock, width: nil, height: nil, now: trip.now, context: context,
                                activityID: "no-such-id") == nil)
    }

    @Test func plainTextTrimsTrailingBlanks() {
        var grid = Grid(width: 6, height: 2)
        grid.text("ab", x: 1, y: 0)
        #expect(GridText.plain(grid) == " ab\n\n")
    }

    @Test func ansiTextColoursEachStyleChangeAndResetsEachRow() {
        var grid = Grid(width: 4, height: 1)
        grid.text("ab", x: 0, y: 0, style: CellStyle(.accent, on: .cardBackground, [.bold]))
        grid.text("c", x: 2, y: 0, style: CellStyle(.critical, on: .cardBackground))
        let theme = Theme(name: "t", colors: [.accent: .index(39), .cardBackground: .index(236), .critical: .rgb(255, 0, 0)])
        let text = GridText.ansi(grid, theme: theme, mode: .ansi256)
        let escape = "\u{1B}["
        #expect(text == "\(escape)0;38;5;39;48;5;236;1mab\(escape)0;38;5;196;48;5;236mc\(escape)0;39;49m \(escape)0m\n")
        #expect(GridText.ansi(grid, theme: theme, mode: .none) == GridText.plain(grid))
        #expect(GridText.ansi(grid, theme: theme, mode: .truecolor).contains("38;2;255;0;0"))
    }

    /// Wide characters take two cells and are written once.
    @Test func wideCharactersAreWrittenOnce() {
        var grid = Grid(width: 5, height: 1)
        grid.text("漢字", x: 0, y: 0)
        #expect(GridText.plain(grid) == "漢字\n")
        #expect(GridText.ansi(grid, theme: .builtInDefault, mode: .ansi16).filter { $0 == "漢" }.count == 1)
    }
}
