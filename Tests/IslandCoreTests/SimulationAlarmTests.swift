import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

/// The AlarmKit timer (`--simulate alarm`): countdown, pause, resume, the alert, Repeat, the
/// alert again, Stop — in Apple's `AlarmPresentationState` shape, on the built-in type.
@Suite struct SimulationAlarmTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)
    static let seeds: [UInt64] = [0, 1, 2, 3, 77, 12345]
    typealias State = AlarmAttributes.ContentState

    func decodedStates(_ alarm: AlarmSimulator) throws -> [State] {
        try alarm.schedule.indices.map { index in
            let json = try #require(alarm.push(at: index).contentState)
            return try JSONDecoder().decode(State.self, from: Data(JSONWriter.string(json.value).utf8))
        }
    }

    @Test(arguments: seeds) func sameSeedGivesTheSameStream(seed: UInt64) {
        let a = AlarmSimulator(seed: seed, start: start)
        let b = AlarmSimulator(seed: seed, start: start)
        #expect(a.schedule == b.schedule)
        #expect(a.schedule.indices.map(a.push(at:)) == b.schedule.indices.map(b.push(at:)))
    }

    /// The content state is what Swift's synthesized `Codable` writes for Apple's shape.
    @Test(arguments: seeds) func theJSONIsSynthesizedCodablesForm(seed: UInt64) throws {
        let alarm = AlarmSimulator(seed: seed, start: start)
        #expect(try decodedStates(alarm) == alarm.states)
        let first = JSONWriter.string(.object(try #require(alarm.push(at: 0).contentState?.value.objectValue)))
        #expect(first.contains(#""mode":{"countdown":{"_0":{"fireDate":"#))
    }

    @Test(arguments: seeds) func itRunsThroughItsModesInOrder(seed: UInt64) throws {
        let alarm = AlarmSimulator(seed: seed, start: start)
        let modes = alarm.states.map { state -> String in
            switch state.mode {
            case .countdown: "countdown"
            case .paused: "paused"
            case .alert: "alert"
            }
        }
        #expect(modes == ["countdown", "paused", "countdown", "alert", "countdown", "alert", "alert"])
        #expect(alarm.planned.map(\.event) == [.start, .update, .update, .update, .update, .update, .end])
        // The resumed countdown fires when what was left has run: the pause is not counted.
        guard case .paused(let paused) = alarm.states[1].mode, case .countdown(let resumed) = alarm.states[2].mode else {
            Issue.record("no pause and resume"); return
        }
        let left = paused.totalCountdownDuration - paused.previouslyElapsedDuration
        #expect(resumed.fireDate == alarm.schedule[2].addingTimeInterval(left))
        #expect(alarm.schedule[3] == resumed.fireDate)
        #expect(resumed.previouslyElapsedDuration == paused.previouslyElapsedDuration)
        // Repeat runs the timer again for its own countdown, and it fires again.
        guard case .countdown(let again) = alarm.states[4].mode else { Issue.record("no repeat"); return }
        #expect(again.totalCountdownDuration == AlarmSimulator.repeatCountdown)
        #expect(alarm.schedule[4] == alarm.schedule[3].addingTimeInterval(AlarmSimulator.firstAnswer))
        #expect(alarm.schedule[5] == again.fireDate)
        // Each firing alerts; Stop removes it at once.
        #expect(alarm.planned[3].alert?.title == "Eggs are ready!")
        #expect(alarm.planned[5].alert?.title == "Eggs are ready!")
        #expect(alarm.planned[6].dismissalDate == alarm.schedule[6])
    }

    @Test func theStatusLineFollowsTheModes() {
        let alarm = AlarmSimulator(seed: 3, start: start)
        #expect(alarm.phaseDescription(at: start.addingTimeInterval(-1)) == "not started")
        #expect(alarm.phaseDescription(at: start) == "counting down")
        #expect(alarm.phaseDescription(at: alarm.schedule[1]) == "paused")
        #expect(alarm.phaseDescription(at: alarm.schedule[3]) == "ringing")
        #expect(alarm.phaseDescription(at: alarm.schedule[6]) == "stopped")
    }

    /// Stop (`b`) while it counts down: the app's answer ends it with the mode it was in,
    /// and it leaves the Lock Screen at once.
    @Test func stopEndsItAtOnce() throws {
        let alarm = AlarmSimulator(seed: 1, start: start)
        let time = start.addingTimeInterval(30)
        let pushes = alarm.endPushes(at: time)
        #expect(pushes.count == 1)
        #expect(pushes[0].event == .end)
        #expect(pushes[0].dismissalDate == time)
        var system = BuiltInTypes.system()
        _ = system.receive(alarm.push(at: 0), now: start)
        let outcome = system.receive(pushes[0], now: time)
        #expect(outcome.verdict.isApplied)
        #expect(system.activity("alarm")?.state == .dismissed)
    }

    /// The built-in type validates every line and draws the mode it is in.
    @Test func theBuiltInTypeValidatesIt() throws {
        let alarm = AlarmSimulator(seed: 2, start: start)
        var system = BuiltInTypes.system()
        for index in alarm.schedule.indices {
            let outcome = system.receive(alarm.push(at: index), now: alarm.schedule[index])
            guard case .applied(_, let warnings) = outcome.verdict else { Issue.record("line \(index): \(outcome.verdict)"); continue }
            #expect(warnings.isEmpty, "line \(index): \(warnings)")
            #expect(system.activity("alarm")?.isValidated == true)
        }
    }
}
