import Foundation
import Testing
@testable import IslandCore

/// Replays on the virtual clock: recorded arrival times and push timestamps set the timing.
@Suite struct ReplayTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func recordedLinesRoundTrip() throws {
        let records = [
            RecordedLine(arrival: t0.addingTimeInterval(0.125), source: "socket", body: .bytes(bytes(#"{"delay":2}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(1), source: "stdin", body: .bytes([0xFF, 0xFE, 0x41])),
            RecordedLine(arrival: t0.addingTimeInterval(2), source: "file", body: .tooLong(byteCount: 70_000)),
        ]
        for record in records {
            let parsed = try #require(try JSONParser.parse(record.line).objectValue)
            #expect(RecordedLine(parsed) == record)
        }
    }

    @Test func recordFileKeepsArrivalTimes() {
        let lines = [
            RecordedLine(arrival: t0, source: "socket", body: .bytes(bytes(#"{"aps":{"timestamp":1}}"#))),
            RecordedLine(arrival: t0.addingTimeInterval(90), source: "socket", body: .bytes(bytes("not json"))),
        ].map { bytes($0.line) }
        let items = ReplayScript.items(fromLines: lines, file: "rec.ndjson")
        #expect(items.map(\.time) == [t0, t0.addingTimeInterval(90)])
        #expect(items[1].line.body == .bytes(bytes("not json")))
        #expect(items.map(\.line.number) == [1, 2])
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
        #expect(items.map(\.line.number) == [1, 2, 3, 4, 5, 6])
        // The untimed first line plays with the first timed one; the older push keeps its place
        // in the file so the lifecycle can ignore it; a millisecond timestamp plays in turn.
        #expect(items.map { $0.time.timeIntervalSince(t0) } == [0, 0, 30, 30, 30, 30])
    }

    @Test func theReducerFeedsDueLinesOnTheClock() {
        let trip = TripSimulator(seed: 4, start: t0)
        let lines = trip.schedule.indices.map { bytes(PushEncoder.line(trip.push(at: $0))) }
        var model = AppModel()
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"))
        #expect(AppReducer.nextDeadline(model, after: t0.addingTimeInterval(-10)) == t0)
        _ = AppReducer.update(&model, .tick, now: t0)
        #expect(model.system.activities.count == 1)
        #expect(model.replay?.fed == 1)
        _ = AppReducer.update(&model, .tick, now: trip.arrival.addingTimeInterval(30))
        #expect(model.replay?.isFinished == true)
        #expect(model.system.activities.first?.state == .ended)
        #expect(model.system.activities.first?.updateCount == trip.schedule.count - 2)
    }

    @Test func pausedReplayFeedsNothing() {
        let trip = TripSimulator(seed: 4, start: t0)
        let lines = trip.schedule.indices.map { bytes(PushEncoder.line(trip.push(at: $0))) }
        var model = AppModel()
        model.replay = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"))
        model.paused = true
        _ = AppReducer.update(&model, .tick, now: trip.arrival)
        #expect(model.system.activities.isEmpty)
        #expect(AppReducer.nextDeadline(model, after: t0) == nil)
    }
}
