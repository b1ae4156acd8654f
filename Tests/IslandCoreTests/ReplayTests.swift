import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandJSON
@testable import IslandSimulator

/// Replays on the virtual clock: recorded arrival times and push timestamps set the timing.
@Suite struct ReplayTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func tripLines(seed: UInt64 = 4) -> (TripSimulator, [[UInt8]]) {
        let trip = TripSimulator(seed: seed, start: t0)
        return (trip, trip.schedule.indices.map { bytes(PushEncoder.line(trip.push(at: $0))) })
    }

    @Test func recordedLinesRoundTrip() throws {
        let records = [
            RecordedLine(arrival: t0.addingTimeInterval(0.125), source: .socket(client: 3), number: 7, body: .bytes(bytes(#"{"delay":2}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(1), source: .stdin, number: 1, body: .bytes([0xFF, 0xFE, 0x41])),
            RecordedLine(arrival: t0.addingTimeInterval(2), source: .file("trips dir/a.ndjson"), number: 2, body: .tooLong(byteCount: 70_000)),
            RecordedLine(arrival: t0.addingTimeInterval(3), source: .simulator, body: .bytes(bytes(#"{"aps":{}}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(3.5), source: .apns(APNsDelivery(request: 4, deviceToken: String(repeating: "ab", count: 32),
                                                                                       topic: "com.example.rnv.push-type.liveactivity", priority: 5,
                                                                                       apnsID: "7C1B0C2E-0000-4000-8000-000000000004")),
                         body: .bytes(bytes(#"{"aps":{"event":"update"}}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(4), input: .key(.character("b"))),
            RecordedLine(arrival: t0.addingTimeInterval(4), input: .key(.character(" "))),
            RecordedLine(arrival: t0.addingTimeInterval(5), input: .key(.backTab)),
            RecordedLine(arrival: t0.addingTimeInterval(6), input: .click(.stopButton(activityID: "ride"))),
            RecordedLine(arrival: t0.addingTimeInterval(7), input: .click(.activity(activityID: "trip"))),
            RecordedLine(arrival: t0.addingTimeInterval(8), input: .log(.error, "tail a.ndjson: gone")),
        ]
        for record in records {
            let parsed = try #require(try JSONParser.parse(record.line).objectValue)
            #expect(RecordedLine(parsed) == record)
        }
    }

    @Test func recordFormatIsReadable() {
        let record = RecordedLine(arrival: t0.addingTimeInterval(0.125), source: .socket(client: 1), number: 3, body: .bytes(bytes(#"{"delay":2}"#)))
        #expect(record.line == #"{"arrival":1764421200.125,"source":"socket client #1","number":3,"line":"{\"delay\":2}"}"#)
        let key = RecordedLine(arrival: t0, input: .key(.enter))
        #expect(key.line == #"{"arrival":1764421200.000,"source":"keyboard","key":"enter"}"#)
    }

    @Test func malformedRecordsAreNotRecords() throws {
        for text in [
            #"{"arrival":1,"source":"keyboard","key":"nonsense"}"#,
            #"{"arrival":1,"source":"mouse","click":"stop"}"#,
            #"{"arrival":1,"source":"mouse","click":"drag","activity-id":"a"}"#,
            #"{"arrival":1,"source":"stdin"}"#,
            #"{"source":"stdin","line":"{}"}"#,
            #"{"arrival":1,"source":"log","level":"loud","text":"x"}"#,
        ] {
            let object = try #require(try JSONParser.parse(bytes(text)).objectValue)
            #expect(RecordedLine(object) == nil, "\(text)")
        }
    }

    @Test func recordFileKeepsArrivalTimesSourcesAndNumbers() {
        let lines = [
            RecordedLine(arrival: t0, source: .socket(client: 2), number: 5, body: .bytes(bytes(#"{"aps":{"timestamp":1}}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(90), source: .file("x.ndjson"), number: 9, body: .bytes(bytes("not json"))),
            RecordedLine(arrival: t0.addingTimeInterval(91), input: .key(.character("l"))),
        ].map { bytes($0.line) }
        let items = ReplayScript.items(fromLines: lines, file: "rec.ndjson")
        #expect(items.map(\.time) == [t0, t0.addingTimeInterval(90), t0.addingTimeInterval(91)])
        #expect(items[0].line == IncomingLine(body: .bytes(bytes(#"{"aps":{"timestamp":1}}"#)), source: .socket(client: 2), number: 5))
        #expect(items[1].line?.body == .bytes(bytes("not json")))
        #expect(items[1].line?.source == .file("x.ndjson"))
        #expect(items[2].input == .key(.character("l")))
    }

    @Test func handWrittenRecordsAreAttributedToTheReplay() {
        let lines = [bytes(#"{"arrival":1764421200,"source":"socket","line":"{}"}"#)]
        let items = ReplayScript.items(fromLines: lines, file: "rec.ndjson")
        #expect(items.map(\.line) == [IncomingLine(body: .bytes(bytes("{}")), source: .replay, number: 1)])
    }

    @Test func pushFilesAreTimedByTheirTimestamps() {
        let ts = t0.timeIntervalSince1970
        let lines = [
            #"{"currentStop":"A"}"#,
            #"{"aps":{"timestamp":\#(Int(ts)),"event":"update"}}"#,
            #"{"aps":{"timestamp":\#(Int(ts) + 30),"event":"update"}}"#,
            #"{"aps":{"timestamp":\#(Int(ts) + 10),"event":"update"}}"#,
            "broken",
            #"{"aps":{"timestamp":\#(Int(ts) * 1000),"event":"update"}}"#,
        ].map(bytes)
        let items = ReplayScript.items(fromLines: lines, file: "pushes.ndjson")
        #expect(items.map { $0.line?.number } == [1, 2, 3, 4, 5, 6])
        // The untimed first line plays with the first timed one; the older push keeps its place
        // in the file so the lifecycle can ignore it; a millisecond timestamp plays in turn.
        #expect(items.map { $0.time.timeIntervalSince(t0) } == [0, 0, 30, 30, 30, 30])
    }

    @Test func blankLinesAreSkippedAndLongLinesArriveTooLong() {
        let ts = Int(t0.timeIntervalSince1970)
        let long = bytes(#"{"aps":{"timestamp":\#(ts)},"pad":""#) + Array(repeating: UInt8(ascii: "x"), count: 70_000) + bytes(#""}"#)
        let lines = [bytes(#"{"aps":{"timestamp":\#(ts)}}"#), bytes("  "), [], long]
        let items = ReplayScript.items(fromLines: lines, file: "f")
        #expect(items.map { $0.line?.number } == [1, 4])
        #expect(items[1].line?.body == .tooLong(byteCount: long.count))
    }

    /// A line of 60 KB full of quotes is under the limit, but its record (escaped JSON) is not.
    @Test func recordsLongerThanALineAreStillRecords() throws {
        let text = #"{"pad":""# + String(repeating: #"\""#, count: 20_000) + #""}"#
        #expect(text.utf8.count < IncomingLine.maximumLength)
        let record = RecordedLine(arrival: t0, source: .stdin, number: 1, body: .bytes(bytes(text)))
        #expect(record.line.utf8.count > IncomingLine.maximumLength)
        let items = ReplayScript.items(fromLines: [bytes(record.line)], file: "rec")
        #expect(items.map(\.input) == [record.input])
    }

    @Test func aFileWithoutTimestampsPlaysAtTheUntimedStart() {
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let items = ReplayScript.items(fromLines: [bytes(#"{"delay":1}"#), bytes(#"{"delay":2}"#)], file: "f", untimedStart: now)
        #expect(items.map(\.time) == [now, now])
    }

    @Test func linesSplitAtNewlines() {
        #expect(ReplayScript.lines(of: bytes("a\nb\n")) == [bytes("a"), bytes("b")])
        #expect(ReplayScript.lines(of: bytes("a\n\nb")) == [bytes("a"), [], bytes("b")])
        #expect(ReplayScript.lines(of: []) == [])
    }

    @Test func theReducerFeedsDueLinesOnTheClock() {
        let (trip, lines) = tripLines()
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"))
        #expect(model.replay?.nextTime == t0)
        #expect(AppReducer.nextDeadline(model, after: t0.addingTimeInterval(-0.5)) == t0)
        _ = AppReducer.update(&model, .tick, now: t0)
        #expect(model.system.activities.count == 1)
        #expect(model.replay?.fed == 1)
        _ = AppReducer.update(&model, .tick, now: trip.arrival.addingTimeInterval(30))
        #expect(model.replay?.isFinished == true)
        #expect(model.system.activities.first?.state == .ended)
        #expect(model.system.activities.first?.updateCount == trip.schedule.count - 2)
    }

    /// The run loop sleeps until `nextDeadline`: followed step by step, a replay wakes at each
    /// recorded moment and feeds exactly the inputs due then.
    @Test func theReplayWakesAtEachRecordedMoment() {
        let (trip, lines) = tripLines()
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"))
        var now = t0.addingTimeInterval(-60)
        var fedAt: [Date] = []
        while let deadline = AppReducer.nextDeadline(model, after: now), model.replay?.isFinished == false {
            #expect(deadline > now || deadline == now && fedAt.isEmpty)
            now = deadline
            let before = model.replay?.fed ?? 0
            _ = AppReducer.update(&model, .tick, now: now)
            if (model.replay?.fed ?? 0) > before { fedAt.append(now) }
        }
        #expect(fedAt == trip.schedule)
    }

    /// `--speed 3600` lets 8 hours pass in 8 seconds: the lifecycle runs on the virtual clock,
    /// so an activity left alone is ended by the system at 8 h and leaves the Lock Screen 4 h later.
    @Test func theEightHourLimitFallsOnTheVirtualClock() throws {
        let (_, lines) = tripLines()
        var model = AppModel(speed: 3600)
        // The start and the first update only: the backend then goes quiet.
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: Array(lines.prefix(2)), file: "trip"))
        _ = AppReducer.update(&model, .tick, now: t0)
        _ = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(30))
        #expect(model.replay?.isFinished == true)
        let eightHours = t0.addingTimeInterval(8 * 3600)
        var deadline = try #require(AppReducer.nextDeadline(model, after: t0.addingTimeInterval(30)))
        while deadline < eightHours {
            _ = AppReducer.update(&model, .tick, now: deadline)
            deadline = try #require(AppReducer.nextDeadline(model, after: deadline))
        }
        #expect(model.system.activities.first?.isOnIsland == true)
        _ = AppReducer.update(&model, .tick, now: eightHours)
        #expect(model.system.activities.first?.state == .ended)
        _ = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(12 * 3600))
        #expect(model.system.activities.first?.state == .dismissed)
    }

    /// The status line's clock moves every virtual second in a replay, but at most four times
    /// a real second at high speeds.
    @Test func theShownClockTurnsOverAtMostFourTimesASecond() {
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: [])
        let now = t0.addingTimeInterval(0.25)
        #expect(AppReducer.nextDeadline(model, after: now) == t0.addingTimeInterval(1))
        model.speed = 3600
        #expect(AppReducer.nextDeadline(model, after: now) == t0.addingTimeInterval(900))
        model.replay = nil
        model.speed = 1
        #expect(AppReducer.nextDeadline(model, after: now) == nil, "real time needs no clock in the status line")
    }

    @Test func pausedReplayFeedsNothing() {
        let (trip, lines) = tripLines()
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"))
        model.paused = true
        _ = AppReducer.update(&model, .tick, now: trip.arrival)
        #expect(model.system.activities.isEmpty)
        #expect(AppReducer.nextDeadline(model, after: t0) == nil)
    }

    @Test func recordedKeysAndClicksArePressedAgain() {
        let (_, lines) = tripLines()
        var items = ReplayScript.items(fromLines: Array(lines.prefix(1)), file: "trip")
        items.append(ReplayItem(time: t0.addingTimeInterval(5), input: .key(.character("l"))))
        items.append(ReplayItem(time: t0.addingTimeInterval(6), input: .click(.stopButton(activityID: "rnv5-trip"))))
        var model = AppModel(system: BuiltInTypes.system())
        model.replay = ReplayRun(items: items)
        _ = AppReducer.update(&model, .tick, now: t0)
        #expect(model.locked)
        _ = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(5))
        #expect(!model.locked)
        let effects = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(6))
        #expect(effects.contains(.output(.intent(Intent(name: "EndTripIntent", activityID: "rnv5-trip", app: TripSimulator.app), at: t0.addingTimeInterval(6)))))
        #expect(model.system.activity("rnv5-trip")?.endRequest != nil, "a replay waits for the recorded app's end")
    }

    @Test func pacingFollowsTimestamps() {
        var pacing = PushPacing()
        let ts = Int(t0.timeIntervalSince1970)
        #expect(pacing.time(of: bytes(#"{"delay":1}"#)) == nil)
        #expect(pacing.time(of: bytes(#"{"aps":{"timestamp":\#(ts)}}"#)) == t0)
        #expect(pacing.time(of: bytes(#"{"aps":{"timestamp":\#(ts + 20)}}"#)) == t0.addingTimeInterval(20))
        #expect(pacing.time(of: bytes(#"{"aps":{"timestamp":\#(ts + 5)}}"#)) == t0.addingTimeInterval(20), "older: right after the one before")
        #expect(pacing.time(of: bytes(#"{"aps":{"timestamp":\#(ts * 1000)}}"#)) == nil, "milliseconds are not a time to wait for")
        #expect(pacing.time(of: bytes(#"{"aps":{"timestamp":"soon"}}"#)) == nil)
    }
}
