import IslandText
import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandSimulator

/// `island replay` of a `--record` file reproduces the session frame for frame: a live session
/// (the trip simulator, a ride over the socket, a broken file line, an over-long stdin line,
/// keys, a click, source statuses) is run through the reducer as the run loop runs it — each
/// event recorded before it is applied, what the reducer played recorded after — and rendered
/// at every moment the loop would wake. The records are then read back as a replay, ticked at
/// the same virtual times, and every frame must be the same cell for cell, hit regions
/// included. Only the status line may differ: it names the sources, and the replay's are not
/// the session's. The session changes its speed (`+`, `-`) and pauses: the keys are not
/// recorded, the clock changes are, and the replay runs at the recorded speeds — the notes
/// and the alerts' expanded time, which scale with the speed, come out the same.
@Suite struct RecordReplayFrameTests {
    static let t0 = Date(timeIntervalSince1970: 1_764_421_200)
    static let size = (width: 110, height: 34)
    static let context = RenderContext(language: .de, glyphs: .unicode, themeNames: ["default", "light"],
                                       timeZone: TimeZone(identifier: "UTC")!)

    /// One frame at one moment.
    struct Frame {
        let time: Date
        let grid: Grid
    }

    static func line(_ text: String, _ source: LineSource, _ number: Int) -> AppEvent {
        .line(IncomingLine(body: .bytes(Array(text.utf8)), source: source, number: number))
    }

    /// The inputs of the live session, at their arrival times.
    static func liveEvents() -> [(Date, AppEvent)] {
        let ride = RideSimulator(seed: 3, start: t0.addingTimeInterval(10))
        let socket = LineSource.socket(client: 1)
        let at = { (seconds: TimeInterval) in t0.addingTimeInterval(seconds) }
        return [
            (at(5), .sourceStatus(SourceStatus(name: "socket", state: .clients(0)))),
            (at(6), .sourceStatus(SourceStatus(name: "socket", state: .clients(1)))),
            (at(10), line(PushEncoder.line(ride.push(at: 0)), socket, 1)),
            (at(12), .key(.tab)),
            (ride.schedule[1], line(PushEncoder.line(ride.push(at: 1)), socket, 2)),
            (at(21), .key(.character("+"))),
            (at(25), line(#"{"aps":{"event":"update""#, .file("feed.ndjson"), 1)),
            (at(26), .line(IncomingLine(body: .tooLong(byteCount: 70_000), source: .stdin, number: 1))),
            (at(30), .key(.character(" "))),
            (at(31), .key(.character("t"))),
            (at(33), .key(.character("?"))),
            (at(34), .key(.character("q"))),
            (at(35), .key(.character("b"))),
            (at(36), .key(.character("y"))),
            (at(40), .key(.character("l"))),
            (at(41), .key(.character("p"))),
            (at(41), .key(.character("p"))),
            (at(44), .activate(.activity(activityID: ride.activityID))),
            (at(45), .activate(.stopButton(activityID: ride.activityID))),
            (at(46), line(PushEncoder.line(ride.push(at: 2)), socket, 3)),
            (at(50), .sourceError(name: "tail feed.ndjson", message: Sentence(.sourceTruncated, ["path": "feed.ndjson"]))),
            (at(70), .key(.character("v"))),
            (at(90), .key(.character("v"))),
            (at(300), .key(.character("+"))),
            // Selection followed the trip when the ride ended: select the ended ride to swipe it away.
            (at(599), .activate(.activity(activityID: ride.activityID))),
            (at(600), .key(.character("x"))),
            (at(1200), .key(.character("-"))),
        ]
    }

    /// The live session as the run loop plays it: at each moment the next input arrives or
    /// the next deadline passes, whichever is first, and one frame after each.
    static func live(until end: Date) -> (frames: [Frame], records: [String]) {
        var model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(TripSimulator(seed: 7, start: t0))])
        model.sources = [SourceStatus(name: "sim", state: .running)]
        model.log.append(LogEntry(time: t0, level: .info, text: "simulator: RNV 5 trip, seed 7 (--seed 7 replays it)"))
        var records = SessionRecording.initial(model, at: t0).map(\.line)
        var frames: [Frame] = []
        var events = liveEvents()[...]
        var now = t0
        var pending: [AppEvent] = [.tick]
        while now <= end {
            for event in pending {
                if let input = SessionRecording.input(of: event, in: model) {
                    records.append(RecordedLine(arrival: now, input: input).line)
                }
                let before = model
                _ = AppReducer.update(&model, event, now: now)
                records += SessionRecording.played(by: event, from: before, to: model).map { RecordedLine(arrival: now, input: $0).line }
            }
            let frame = Renderer.frame(model, width: size.width, height: size.height, now: now, context: context)
            frames.append(Frame(time: now, grid: frame.grid))
            // The loop wakes for the model's deadlines and for the screen's own next change.
            let deadline = [AppReducer.nextDeadline(model, after: now), frame.nextChange].compactMap { $0 }.min()
            if let (time, event) = events.first, deadline.map({ time <= $0 }) ?? true {
                events = events.dropFirst()
                now = time
                pending = [event]
            } else if let deadline {
                now = deadline
                pending = [.tick]
            } else {
                break
            }
        }
        return (frames, records)
    }

    /// How many frames differ, the first three reported. Where the live session drew several
    /// frames at one moment (keys pressed while the clock was paused), the last one counts: a
    /// pause takes no app time, so a replay shows the moment as it was when the clock went on.
    static func mismatches(_ live: [Frame], _ replayed: [Frame], report: Bool) -> Int {
        var count = 0
        for (index, (original, copy)) in zip(live, replayed).enumerated() {
            if index + 1 < live.count, live[index + 1].time == original.time { continue }
            // The help lists the replay's own keys (seeking) besides the session's.
            if original.grid.lines.contains(where: { $0.contains("│ \(Strings(.de).helpTitle) ") }) { continue }
            let same = rowsButStatus(original.grid) == rowsButStatus(copy.grid) && original.grid.hitRegions == copy.grid.hitRegions
            if !same {
                count += 1
                if report, count <= 3 {
                    let rows = zip(original.grid.lines, copy.grid.lines).enumerated().filter { $0.element.0 != $0.element.1 }
                    let diff: [String] = rows.map { "row \($0.offset):\n  live:   \($0.element.0)\n  replay: \($0.element.1)" }
                    let message = "frame at +\(original.time.timeIntervalSince(t0)) s differs\n" + diff.joined(separator: "\n")
                    Issue.record(Comment(rawValue: message))
                }
            }
        }
        return count
    }

    /// The replay of `records`, ticked at `times`.
    static func replay(_ records: [String], at times: [Date]) -> [Frame] {
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: records.map { Array($0.utf8) }, file: "session.ndjson"))
        return times.map { time in
            _ = AppReducer.update(&model, .tick, now: time)
            return Frame(time: time, grid: Renderer.render(model, width: size.width, height: size.height, now: time, context: context))
        }
    }

    /// Every row but the bottom two, the status line and the footer: a replay names its own
    /// sources and offers its own keys (seeking).
    static func rowsButStatus(_ grid: Grid) -> [[Cell]] {
        (0..<max(0, grid.height - 2)).map { y in (0..<grid.width).map { grid[$0, y] } }
    }

    @Test func theReplayOfARecordingShowsTheSameFrames() throws {
        let end = Self.t0.addingTimeInterval(3300)
        let live = Self.live(until: end)
        #expect(live.frames.count > 300, "the trip's pushes, countdowns and inputs each made a frame")
        let replayed = Self.replay(live.records, at: live.frames.map(\.time))
        #expect(Self.mismatches(live.frames, replayed, report: true) == 0)
        // The clock changes are what makes them equal: without them the notes and alerts differ.
        let clockless = live.records.filter { !$0.contains(#""source":"clock""#) }
        let early = live.frames.prefix { $0.time < Self.t0.addingTimeInterval(120) }
        #expect(Self.mismatches(Array(early), Self.replay(clockless, at: early.map(\.time)), report: false) > 0)
        let clocks = live.records.filter { $0.contains(#""source":"clock""#) }
        #expect(clocks.map { $0.contains(#""speed":1,"paused":false"#) } == [true, false, false, false, false, false])
        #expect(clocks.contains { $0.contains(#""speed":2,"paused":true"#) }, "\(clocks)")
        #expect(clocks.contains { $0.contains(#""speed":5,"paused":false"#) }, "\(clocks)")
        // The session did what the test meant it to: the ride was stopped by the click, the
        // trip arrived, the keys went through the prompt and the help.
        let last = try #require(live.frames.last)
        #expect(last.grid.lines.joined().contains("ended") || last.grid.lines.joined().contains("beendet"))
        #expect(live.records.contains { $0.contains(#""click":"stop""#) })
        #expect(live.records.contains { $0.contains(#""key":"q""#) }, "q closing the help is recorded")
        // A client's connect is counted in the status line, not logged as an entry.
        #expect(!live.records.contains { $0.contains(#""source":"log""#) && $0.contains("socket: 1 client") })
        #expect(live.records.filter { $0.contains(#""source":"simulator""#) }.count == TripSimulator(seed: 7, start: Self.t0).schedule.count)
    }

    /// The status line of a replay says how far it is and shows the virtual clock.
    @Test func theReplaysStatusLineShowsProgressAndTheClock() {
        let live = Self.live(until: Self.t0.addingTimeInterval(60))
        let times = live.frames.map(\.time)
        let frames = Self.replay(live.records, at: times)
        let status = frames.last.map { $0.grid.lines[$0.grid.height - 2] } ?? ""
        #expect(status.contains("Uhr 13:01:00"), "\(status)")
        #expect(status.range(of: #"\d+/\d+"#, options: .regularExpression) != nil, "\(status)")
    }
}
