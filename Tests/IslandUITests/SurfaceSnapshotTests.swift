import IslandText
import Foundation
import Testing
import IslandJSON
import IslandCore
@testable import IslandUI
import IslandJSON

/// Golden snapshots of every device surface for each built-in type: the Apple Watch Smart
/// Stack (closed and opened), CarPlay, the Mac menu bar (closed and opened), the landscape
/// island, StandBy at twice the size and the Always-On Lock Screen. The trip type has its own
/// `small` view; the others show the default (the app's name over the compact pair).
@Suite struct SurfaceSnapshotTests {
    let now = Fixtures.start

    static let builtIn: [Sample] = [.trip, .ride, .delivery, .workout]

    func surfaces(_ activity: Activity, _ context: RenderContext) -> [(String, Grid)] {
        [
            ("watch", SurfacePresentations.watch(activity: activity, now: now, context: context)),
            ("watch opened", SurfacePresentations.watch(activity: activity, now: now, context: context, opened: true)),
            ("carplay", SurfacePresentations.carPlay(activity: activity, now: now, context: context)),
            ("menubar", SurfacePresentations.menuBar(activity: activity, now: now, context: context)),
            ("menubar opened", SurfacePresentations.menuBar(activity: activity, now: now, context: context, opened: true)),
            ("landscape", SurfacePresentations.landscape(activity: activity, now: now, context: context)),
            ("standby 100x30", Fixtures.standBy(activity: activity, now: now, context: context, width: 100, height: 30)),
            ("standby 60x16", Fixtures.standBy(activity: activity, now: now, context: context, width: 60, height: 16)),
            ("always-on lock screen", AlwaysOn.dimmed(Presentations.lockScreen(activity: activity, now: now, context: context))),
        ]
    }

    @Test(arguments: builtIn, Language.allCases)
    func everySurface(sample: Sample, language: Language) {
        let text = SnapshotCheck.sections(surfaces(sample.activity, Fixtures.context(language)))
        SnapshotCheck.text(text, "surfaces-\(sample.rawValue)-\(language.rawValue)")
    }

    /// Long names, emoji, CJK and escapes stay inside every surface, on ASCII terminals too.
    @Test(arguments: [Sample.tripLongNames, .tripEmoji, .tripCJK, .tripEscapes, .rideWeird, .genericWeird])
    func hardContent(sample: Sample) {
        for ascii in [false, true] {
            let sections = surfaces(sample.activity, Fixtures.context(.de, ascii: ascii))
            for (name, grid) in sections {
                #expect(grid.lines.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } }, "\(name)")
                if ascii { #expect(grid.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(name)") }
            }
            if !ascii { SnapshotCheck.text(SnapshotCheck.sections(sections), "surfaces-\(sample.rawValue)") }
        }
    }

    /// Always-On draws every cell dim on black; the style mask shows it.
    @Test func alwaysOnStyles() {
        let grid = AlwaysOn.dimmed(Presentations.lockScreen(activity: Sample.trip.activity, now: now, context: Fixtures.context()))
        for y in 0..<grid.height {
            for x in 0..<grid.width where !grid[x, y].isContinuation {
                #expect(grid[x, y].style.attributes.contains(.dim))
                #expect(grid[x, y].style.background != .cardBackground && grid[x, y].style.background != .screenBackground)
            }
        }
        SnapshotCheck.grid(grid, "surfaces-always-on-trip", styles: true)
    }

    /// A stale activity says so on the Watch and in CarPlay, with its own small view and without.
    @Test(arguments: [Sample.trip, .delivery])
    func stale(sample: Sample) {
        var push = sample.push
        push.staleDate = now.addingTimeInterval(60)
        var system = Fixtures.system([push], now: now)
        let later = now.addingTimeInterval(300)
        _ = system.advance(to: later)
        let activity = system.activities[0]
        #expect(activity.state == .stale)
        let context = Fixtures.context()
        let sections = [
            ("watch", SurfacePresentations.watch(activity: activity, now: later, context: context)),
            ("carplay", SurfacePresentations.carPlay(activity: activity, now: later, context: context)),
        ]
        SnapshotCheck.text(SnapshotCheck.sections(sections), "surfaces-stale-\(sample.rawValue)")
    }

    /// StandBy at twice the size keeps every row and the button, and its click regions scale
    /// with it: the doubled button still ends the activity.
    @Test func standByDoubledButton() {
        let grid = Fixtures.standBy(activity: Sample.ride.activity, now: now, context: Fixtures.context(), width: 100, height: 30)
        let stops = grid.hitRegions.filter { if case .stopButton = $0.target { return true } else { return false } }
        #expect(stops.count == 1)
        if let stop = stops.first {
            #expect(stop.rect.height == 2)
            #expect(grid.hitTarget(x: stop.rect.x + 1, y: stop.rect.y + 1) == stop.target)
        }
        // Too small for twice the size: the rows at their own size, no row lost to the scaling.
        let small = Fixtures.standBy(activity: Sample.ride.activity, now: now, context: Fixtures.context(), width: 50, height: 12)
        #expect(small.lines.joined().contains("["))
    }

    /// 0×0 and 1×1 and every small size in between never crash and never draw outside.
    @Test func tinySizes() {
        let view = ActivityViewBuilder.make(Sample.trip.activity, now: now, context: Fixtures.context())
        let input = SurfaceInput(views: [view], now: now, context: Fixtures.context())
        for width in 0...12 {
            for height in 0...6 {
                var grid = Canvas.blank(width: width, height: height)
                WatchSmartStack.draw(input, in: &grid, rect: grid.bounds)
                CarPlayHome.draw(input, in: &grid, rect: grid.bounds)
                MenuBarStrip.draw(input, in: &grid, rect: grid.bounds)
                LandscapeIsland.draw(input, in: &grid, x: 0, y: 0, width: width)
                StandByPresentation.draw(view, in: &grid, rect: grid.bounds, context: Fixtures.context())
                #expect(grid.width == width && grid.height == height)
            }
        }
    }

    /// The dashboard and the phone view on every device, with two apps' activities: what `d` cycles through.
    @Test(arguments: Device.allCases)
    func everyDevice(device: Device) {
        var model = Fixtures.model([Fixtures.tripPush(), Fixtures.deliveryPush()])
        model.device = device
        let context = Fixtures.context(.en)
        var sections: [(String, Grid)] = []
        for (name, mode, size) in [("dashboard", ViewMode.dashboard, (100, 30)), ("dashboard", .dashboard, (70, 20)),
                                   ("phone view", .phone, (80, 24))] {
            model.viewMode = mode
            sections.append((name, Renderer.render(model, width: size.0, height: size.1, now: now, context: context)))
        }
        model.viewMode = .phone
        model.expandedHeld = true
        sections.append(("phone view opened", Renderer.render(model, width: 80, height: 24, now: now, context: context)))
        SnapshotCheck.text(SnapshotCheck.sections(sections), "device-\(device.rawValue)")
    }

    /// Every device at every size: nothing outside the grid, no click region over nothing, no control character.
    @Test(arguments: Device.allCases)
    func everyDeviceEverySize(device: Device) {
        let context = Fixtures.context()
        var failures: [String] = []
        for (name, base, now) in LayoutSafetyTests.models() {
            for mode in [ViewMode.dashboard, .phone] {
                var model = base
                model.viewMode = mode
                model.device = device
                for width in [0, 1, 5, 12, 20, 30, 45, 60, 80, 100, 140] {
                    for height in [0, 1, 3, 6, 10, 16, 24, 30, 40] {
                        for opened in [false, true] {
                            model.expandedHeld = opened
                            let grid = Renderer.render(model, width: width, height: height, now: now, context: context)
                            failures += LayoutSafetyTests.problems(grid, width: width, height: height, ascii: false)
                                .map { "\(name), \(mode), \(width)×\(height), expanded \(opened): \($0)" }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(device): \(failures.count) broken invariants, first:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    /// `render --json`'s surfaces: each a `{"rows", "symbols"}` entry, the SF Symbols drawn on it.
    @Test(arguments: builtIn)
    func jsonMembers(sample: Sample) {
        let members = SurfaceFrames.members(activity: sample.activity, now: now, context: Fixtures.context(.en))
        #expect(members.map(\.0) == ["watch", "carplay", "menubar", "landscape"])
        let text = JSONWriter.string(.object(JSONObject(members)))
        SnapshotCheck.text(text + "\n", "surfaces-json-\(sample.rawValue)")
        if sample == .trip {
            // The trip's icon is the SF Symbol tram.fill; its small view starts with it.
            #expect(text.contains(#""watch":{"rows":["🚋 RNV 5 → Heidelberg…"#) || text.contains(#""watch":{"rows":["🚋 RNV 5"#))
            #expect(text.contains(#""symbols":["tram.fill"]"#))
        }
    }
}
