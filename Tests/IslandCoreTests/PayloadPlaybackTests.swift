import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandSimulator

/// `island render`'s model: payloads through the reducer on a clock that moves to each
/// payload's timestamp, then taken to the moment asked for.
@Suite struct PayloadPlaybackTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)

    func documents(_ lines: [String], file: String = "p.ndjson") -> [LintDocument] {
        DocumentSplitter.documents(in: LintInput(name: file, text: lines.joined(separator: "\n") + "\n"))
    }

    func tripLines(seed: UInt64 = 9) -> (TripSimulator, [String]) {
        let trip = TripSimulator(seed: seed, start: t0)
        return (trip, trip.schedule.indices.map { PushEncoder.line(trip.push(at: $0)) })
    }

    @Test func withoutATimeItStopsAtTheLastPayload() throws {
        let (trip, lines) = tripLines()
        let result = try #require(PayloadPlayback.play(documents(lines), at: nil, from: AppModel(system: BuiltInTypes.system())))
        #expect(result.played == lines.count)
        #expect(result.now == trip.schedule.last)
        #expect(result.model.system.activity(trip.activityID)?.state == .ended)
        // Through the reducer: the events pane tells the story with file and line.
        #expect(result.model.log.entries.contains { $0.text.hasPrefix("p.ndjson:1 start rnv5-trip") })
    }

    @Test func atATimeLaterPayloadsAreLeftOut() throws {
        let (trip, lines) = tripLines()
        let at = trip.schedule[10].addingTimeInterval(1)
        let result = try #require(PayloadPlayback.play(documents(lines), at: at, from: AppModel(system: BuiltInTypes.system())))
        #expect(result.played == 11)
        #expect(result.now == at)
        let activity = try #require(result.model.system.activity(trip.activityID))
        #expect(activity.updateCount == 10)
        let state = trip.state(at: trip.schedule[10])
        #expect(activity.text("currentStop") == state.currentStop)
        #expect(activity.int("delay") == state.delay)
        #expect(activity.contentState["nextStopTime"] == .date(state.nextStopTime))
    }

    @Test func timePassesAfterTheLastPayload() throws {
        let (trip, lines) = tripLines()
        // Only the start: two minutes later its stale date has passed.
        let staleDate = try #require(trip.push(at: 0).staleDate)
        let result = try #require(PayloadPlayback.play(documents([lines[0]]), at: staleDate.addingTimeInterval(1), from: AppModel(system: BuiltInTypes.system())))
        #expect(result.model.system.activity(trip.activityID)?.state == .stale)
        // Eight hours later the system has ended it.
        let late = try #require(PayloadPlayback.play(documents([lines[0]]), at: t0.addingTimeInterval(8 * 3600 + 1), from: AppModel(system: BuiltInTypes.system())))
        #expect(late.model.system.activity(trip.activityID)?.state == .ended)
    }

    @Test func payloadsArriveLikeLintSaysTheyDo() throws {
        let (trip, lines) = tripLines()
        func update(_ index: Int, at timestamp: Date) -> String {
            var push = trip.push(at: index)
            push.timestamp = timestamp
            return PushEncoder.line(push)
        }
        let stream = [
            lines[0],
            update(1, at: t0.addingTimeInterval(60)),
            // Older than the clock: arrives at the clock (and is ignored as older).
            update(2, at: t0.addingTimeInterval(30)),
            // Milliseconds: more than 8 h ahead, arrives at the clock (and is ignored).
            update(3, at: Date(timeIntervalSince1970: t0.timeIntervalSince1970 * 1000)),
        ]
        let result = try #require(PayloadPlayback.play(documents(stream), at: nil, from: AppModel(system: BuiltInTypes.system())))
        #expect(result.played == 4)
        #expect(result.now == t0.addingTimeInterval(60))
        let texts = result.model.log.entries.map(\.text)
        #expect(texts.contains { $0.contains(":3 ignored IGNORED_OLDER_TIMESTAMP") }, "\(texts)")
        #expect(texts.contains { $0.contains(":4 ignored IGNORED_FUTURE_TIMESTAMP") }, "\(texts)")
    }

    @Test func withoutAnyTimestampThereIsNoMomentUnlessOneIsGiven() throws {
        let stream = [#"{"delay":1}"#]
        #expect(PayloadPlayback.play(documents(stream), at: nil, from: AppModel(system: BuiltInTypes.system())) == nil)
        let result = try #require(PayloadPlayback.play(documents(stream), at: t0, from: AppModel(system: BuiltInTypes.system())))
        #expect(result.now == t0)
        #expect(result.model.system.activities.isEmpty)
        #expect(result.model.log.entries.contains { $0.text.contains("REJECTED_NO_ACTIVITY") })
    }
}
