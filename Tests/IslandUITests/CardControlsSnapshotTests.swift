import Foundation
import IslandCore
import IslandInput
import IslandJSON
import IslandSwiftSource
import IslandTestSupport
import IslandText
import IslandTypes
@testable import IslandUI
import Testing

/// A card's several controls on screen: each drawn where the widget's code puts it, the one
/// `b` presses reversed, each pressing itself when clicked; a toggle flipped at once; and
/// `render --json`'s "controls".
@Suite struct CardControlsSnapshotTests {
    static let widgets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Widgets")
    static let now = Date(timeIntervalSince1970: 1_764_417_600)
    static let context = RenderContext(language: .en, themeNames: ["default"], timeZone: TimeZone(identifier: "UTC")!)

    static func model(_ file: String, start: String) throws -> AppModel {
        let text = try String(contentsOf: widgets.appendingPathComponent(file), encoding: .utf8)
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: file, text: text)])
        var model = AppModel(system: LiveActivitySystem(types: try TypeRegistry([report.contents])))
        model.locked = false
        model.intentListeners = ["socket #1"]
        _ = AppReducer.update(&model, .line(IncomingLine(start)), now: now)
        return model
    }

    static var endsAt: Double { now.addingTimeInterval(1500).timeIntervalSinceReferenceDate }

    static func focus(paused: Bool = false) throws -> AppModel {
        try model("FocusTimerControls.swift", start: #"{"activity-id":"focus-1","aps":{"timestamp":\#(Int(now.timeIntervalSince1970)),"event":"start","alert":{"title":"Start","body":"Started"},"attributes-type":"FocusTimerAttributes","attributes":{"timerID":"focus-1","title":"Deep work"},"content-state":{"endsAt":\#(endsAt),"remaining":1500,"isPaused":\#(paused),"muted":false}}}"#)
    }

    static func ride() throws -> AppModel {
        try model("RideRating.swift", start: #"{"activity-id":"r-77","aps":{"timestamp":\#(Int(now.timeIntervalSince1970)),"event":"start","alert":{"title":"Start","body":"Started"},"attributes-type":"RideRatingAttributes","attributes":{"rideID":"r-77","destination":"Hauptbahnhof"},"content-state":{"phase":"finished","driverName":"Ana","minutesAway":0}}}"#)
    }

    /// Where each `[` of a control's label starts on the grid, with the target a click there hits.
    static func targets(_ grid: Grid) -> [HitTarget] {
        var found: [HitTarget] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                if let target = grid.hitTarget(x: x, y: y), case .control = target, !found.contains(target) { found.append(target) }
            }
        }
        return found
    }

    @Test(arguments: [(100, 32), (60, 20)])
    func theSecondControlChosen(size: (Int, Int)) throws {
        var model = try Self.focus()
        _ = AppReducer.update(&model, .key(.right), now: Self.now)
        let grid = Renderer.render(model, width: size.0, height: size.1, now: Self.now, context: Self.context)
        SnapshotCheck.grid(grid, "controls-focus-stop-chosen-\(size.0)x\(size.1)", styles: size.0 == 100)
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("Pause") && text.contains("Stop") && text.contains("Mute"), "\(text)")
        // The card's (and the expanded island's) controls: each its own target.
        #expect(Set(Self.targets(grid)).isSuperset(of: [.control(activityID: "focus-1", index: 0), .control(activityID: "focus-1", index: 1),
                                                       .control(activityID: "focus-1", index: 2)]), "\(Self.targets(grid))")
        // The chosen one is reversed, the others not.
        let stop = try #require(Self.cells(of: "Stop", in: grid).first)
        #expect(grid[stop.x, stop.y].style.attributes.contains(.reverse))
        let pause = try #require(Self.cells(of: "Pause", in: grid).first)
        #expect(!grid[pause.x, pause.y].style.attributes.contains(.reverse))
        if size.0 >= 100 {
            #expect(grid.lines.last?.contains("b Stop") == true, "the footer names the chosen control: \(grid.lines.last ?? "")")
        }
    }

    static func cells(of word: String, in grid: Grid) -> [(x: Int, y: Int)] {
        var found: [(Int, Int)] = []
        for (y, line) in grid.lines.enumerated() {
            guard let range = line.range(of: "[" + word) ?? line.range(of: word) else { continue }
            // Lines are cells of width 1 here (no wide glyphs before the word on these rows).
            found.append((line.distance(from: line.startIndex, to: range.lowerBound) + 1, y))
        }
        return found
    }

    @Test func theToggleFlipsAtOnceAndResumeStandsForPause() throws {
        var model = try Self.focus()
        _ = AppReducer.update(&model, .key(.character("3")), now: Self.now)
        _ = AppReducer.update(&model, .key(.character("b")), now: Self.now)
        let flipped = Renderer.render(model, width: 100, height: 32, now: Self.now, context: Self.context)
        SnapshotCheck.grid(flipped, "controls-focus-muted-100x32")
        #expect(flipped.lines.joined().contains("[✓] Mute"), "\(flipped.lines.joined(separator: "\n"))")
        let paused = Renderer.render(try Self.focus(paused: true), width: 100, height: 32, now: Self.now, context: Self.context)
        SnapshotCheck.grid(paused, "controls-focus-paused-100x32")
        #expect(paused.lines.joined().contains("Resume") && !paused.lines.joined().contains("Pause]"))
    }

    @Test func theRatingPair() throws {
        var model = try Self.ride()
        _ = AppReducer.update(&model, .key(.right), now: Self.now)
        let grid = Renderer.render(model, width: 100, height: 32, now: Self.now, context: Self.context)
        SnapshotCheck.grid(grid, "controls-ride-rating-100x32", styles: true)
        #expect(Set(Self.targets(grid)) == [.control(activityID: "r-77", index: 0), .control(activityID: "r-77", index: 1)])
    }

    @Test func renderJSONListsTheControls() throws {
        var model = try Self.focus()
        _ = AppReducer.update(&model, .key(.character("3")), now: Self.now)
        _ = AppReducer.update(&model, .key(.character("b")), now: Self.now)
        let activity = try #require(model.system.activity("focus-1"))
        let text = PresentationJSON.object(activity, now: Self.now, context: Self.context)
        let object = try #require(try JSONParser.parse(text).objectValue)
        #expect(object["button"] == "Pause", "the first control's label")
        let controls = try #require(object["controls"]?.arrayValue)
        #expect(controls.count == 3)
        #expect(JSONWriter.string(controls[0]) == #"{"kind":"button","label":"Pause","intent":"PauseFocusIntent","parameters":{"timerID":"focus-1"},"isOn":null,"ends":false}"#)
        #expect(JSONWriter.string(controls[1]) == #"{"kind":"button","label":"Stop","intent":"StopFocusIntent","parameters":{"timerID":"focus-1"},"isOn":null,"ends":true}"#)
        #expect(JSONWriter.string(controls[2]) == #"{"kind":"toggle","label":"Mute","intent":"MuteFocusIntent","parameters":{"timerID":"focus-1"},"isOn":true,"ends":false}"#, "flipped")
        // A built-in type: its one button, as ever.
        let (trip, now) = Fixtures.tripModel(at: Fixtures.enRoute)
        let tripActivity = try #require(trip.system.activity("rnv5-trip"))
        let tripJSON = try #require(try JSONParser.parse(PresentationJSON.object(tripActivity, now: now, context: Fixtures.context(.en))).objectValue)
        #expect(tripJSON["button"] == "End")
        #expect(tripJSON["controls"]?.arrayValue?.count == 1)
        #expect(tripJSON["controls"]?.arrayValue?.first?.objectValue?["intent"] == "EndTripIntent")
    }

    @Test func aTypeFilesButtonsSideBySide() throws {
        let file = #"""
            {"app": {"bundle": "com.example.alarm", "name": "Alarm"},
             "types": {"WakeAttributes": {
               "attributes": {"label": "String"}, "content-state": {"ringing": "Bool"},
               "presentation": {"lockScreen": [{"items": [{"field": "label"}], "trailing": [{"button": true}]}],
                 "buttons": [{"intent": "StopWakeIntent", "label": "Stop"},
                             {"intent": "SnoozeWakeIntent", "label": "Snooze", "ends": false}]}}}}
            """#
        let contents = try TypeFile.parse(Array(file.utf8), file: "wake.json")
        var model = AppModel(system: LiveActivitySystem(types: try TypeRegistry([contents])))
        model.locked = false
        _ = AppReducer.update(&model, .line(IncomingLine(#"{"activity-id":"w1","topic":"com.example.alarm.push-type.liveactivity","aps":{"timestamp":\#(Int(Self.now.timeIntervalSince1970)),"event":"start","alert":{"title":"Start","body":"Started"},"attributes-type":"WakeAttributes","attributes":{"label":"Wake up"},"content-state":{"ringing":true}}}"#)), now: Self.now)
        _ = AppReducer.update(&model, .key(.character("2")), now: Self.now)
        let grid = Renderer.render(model, width: 100, height: 32, now: Self.now, context: Self.context)
        SnapshotCheck.grid(grid, "controls-type-file-buttons-100x32", styles: true)
        #expect(grid.lines.joined().contains("[Stop] [Snooze]"))
        #expect(Set(Self.targets(grid)) == [.control(activityID: "w1", index: 0), .control(activityID: "w1", index: 1)])
        // The written type file keeps the list.
        let written = JSONWriter.string(PresentationFileWriter.presentation(try #require(model.system.activity("w1")).presentation))
        #expect(written.contains(#""buttons":[{"intent":"StopWakeIntent","label":"Stop"},{"intent":"SnoozeWakeIntent","label":"Snooze","ends":false}]"#), "\(written)")
    }
}
