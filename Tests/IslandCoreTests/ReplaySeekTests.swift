import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandSimulator

/// `island replay`'s seeking: `]` `[` by an entry, `}` `{` by a minute, `--from`. A seek lands
/// on the state the replay shows when it plays to that moment by itself.
@Suite struct ReplaySeekTests {
    let t0 = Date(timeIntervalSince1970: 1_764_421_200)
    var trip: TripSimulator { TripSimulator(seed: 11, start: t0) }

    /// The trip's payloads as a replay, played from the start, with its origin kept.
    func replayModel(speed: Double = 1) -> AppModel {
        let lines = trip.schedule.indices.map { Array(PushEncoder.line(trip.push(at: $0)).utf8) }
        var model = AppModel(speed: speed)
        var run = ReplayRun(items: ReplayScript.items(fromLines: lines, file: "trip"), factor: speed)
        run.origin = ReplayOrigin(model)
        model.replay = run
        _ = AppReducer.update(&model, .tick, now: t0)
        return model
    }

    /// The replay played by itself to `time`, waking at every deadline as the run loop does.
    func played(to time: Date, from start: AppModel? = nil, now: Date? = nil) -> AppModel {
        var model = start ?? replayModel()
        var clock = now ?? t0
        while let next = AppReducer.nextDeadline(model, after: clock), next < time {
            _ = AppReducer.update(&model, .tick, now: next)
            clock = next
        }
        _ = AppReducer.update(&model, .tick, now: time)
        return model
    }

    /// What a seek must reproduce: the activities, the events pane and how far the replay is.
    func same(_ a: AppModel, _ b: AppModel, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.system == b.system, sourceLocation: sourceLocation)
        #expect(a.log.entries.map(\.text) == b.log.entries.map(\.text), sourceLocation: sourceLocation)
        #expect(a.log.entries.map(\.time) == b.log.entries.map(\.time), sourceLocation: sourceLocation)
        #expect(a.replay?.fed == b.replay?.fed, sourceLocation: sourceLocation)
    }

    @Test func bracketsStepOneEntryEachWay() throws {
        var model = replayModel()
        var now = t0
        var visited: [Date] = []
        for _ in 0..<5 {
            let effects = try #require(AppReducer.update(&model, .key(.character("]")), now: now) as [AppEffect]?)
            let target = trip.schedule[visited.count + 1]
            #expect(effects == [.setClock(speed: 1, paused: false, at: target)], "the clock moves to the entry")
            now = target
            visited.append(now)
            same(model, played(to: now))
        }
        CaseCount.expect(visited, atLeast: 5, "steps forward")
        // Back one entry: the state right after the entry before the last one shown.
        let effects = AppReducer.update(&model, .key(.character("[")), now: now)
        #expect(effects == [.setClock(speed: 1, paused: false, at: trip.schedule[4])])
        same(model, played(to: trip.schedule[4]))
        _ = AppReducer.update(&model, .key(.character("[")), now: trip.schedule[4])
        same(model, played(to: trip.schedule[3]))
    }

    @Test func bracesMoveAMinuteAndBackwardsRebuildsFromTheStart() {
        var model = replayModel()
        let later = t0.addingTimeInterval(600)
        model = played(to: later, from: model)
        _ = AppReducer.update(&model, .key(.character("{")), now: later)
        same(model, played(to: later.addingTimeInterval(-60)))
        _ = AppReducer.update(&model, .key(.character("}")), now: later.addingTimeInterval(-60))
        same(model, played(to: later))
        // Not before the start.
        var early = replayModel()
        let effects = AppReducer.update(&early, .key(.character("{")), now: t0.addingTimeInterval(20))
        #expect(effects == [.setClock(speed: 1, paused: false, at: t0)])
        same(early, played(to: t0))
    }

    @Test func aSeekSendsNothingItPassesOver() {
        var model = replayModel()
        let end = trip.schedule.last!.addingTimeInterval(120)
        // Forward over the arrival and the end: the lifecycle lines are not sent again.
        let effects = ReplaySeek.seek(&model, from: t0, to: end)
        #expect(effects == [.setClock(speed: 1, paused: false, at: end)])
        #expect(model.system.activities.first?.state == .ended)
    }

    @Test func aPausedReplaySeeksAndStaysPaused() {
        var model = replayModel()
        _ = AppReducer.update(&model, .key(.character("p")), now: t0)
        #expect(model.paused)
        let effects = AppReducer.update(&model, .key(.character("]")), now: t0)
        #expect(effects == [.setClock(speed: 1, paused: true, at: trip.schedule[1])])
        #expect(model.paused)
        #expect(model.replay?.fed == 2)
    }

    @Test func keysOutsideAReplayAreNotSeeks() {
        var model = AppModel()
        #expect(AppReducer.update(&model, .key(.character("]")), now: t0).isEmpty)
        #expect(model.note == nil)
    }

    /// A recorded speed change plays at the recorded speed times the replay's factor, and `+`
    /// changes the factor, so the next recorded change keeps the viewer's choice.
    @Test func recordedSpeedsScaleByTheFactorAndPlusChangesIt() {
        let items = [
            ReplayItem(time: t0, input: .clock(speed: 10, paused: false)),
            ReplayItem(time: t0.addingTimeInterval(30), input: .clock(speed: 5, paused: false)),
            ReplayItem(time: t0.addingTimeInterval(60), input: .clock(speed: 2, paused: false)),
        ]
        var model = AppModel(speed: 3)
        model.replay = ReplayRun(items: items, factor: 3)
        #expect(AppReducer.update(&model, .tick, now: t0).contains(.setClock(speed: 30, paused: false)))
        #expect(model.speed == 30)
        model.replay?.factor = 1
        _ = AppReducer.update(&model, .tick, now: t0.addingTimeInterval(30))
        #expect(model.speed == 5)
        // + steps 5 → 10: twice the recorded speed, so the next recorded 2 plays at 4.
        _ = AppReducer.update(&model, .key(.character("+")), now: t0.addingTimeInterval(31))
        #expect(model.speed == 10)
        #expect(model.replay?.factor == 2)
        #expect(AppReducer.update(&model, .tick, now: t0.addingTimeInterval(60)).contains(.setClock(speed: 4, paused: false)))
    }

    /// A recorded pause and its resume are one moment of app time: the replay passes it.
    @Test func aRecordedPauseIsAMoment() {
        let items = [
            ReplayItem(time: t0, input: .clock(speed: 1, paused: true)),
            ReplayItem(time: t0, input: .key(.character("l"))),
            ReplayItem(time: t0, input: .clock(speed: 1, paused: false)),
            ReplayItem(time: t0.addingTimeInterval(5), input: .key(.character("l"))),
        ]
        var model = AppModel()
        model.replay = ReplayRun(items: items)
        _ = AppReducer.update(&model, .tick, now: t0)
        #expect(!model.paused)
        #expect(!model.locked, "the key pressed while paused was pressed again")
        #expect(AppReducer.nextDeadline(model, after: t0) == t0.addingTimeInterval(1))
    }
}
