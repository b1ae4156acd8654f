import Foundation
import IslandInput
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator
@testable import IslandTypes

/// The alarm's card controls on the fake clock, as AlarmKit runs them: Repeat on the alert
/// makes it a countdown again for the snooze (`postAlert`) duration and it rings again; Pause
/// keeps what has run and waits for the user; Resume counts down the rest. Each press is its
/// own intent line, by key, digit, Enter or click, and the simulated app answers it.
@Suite struct AlarmControlsTests {
    static let start = Date(timeIntervalSince1970: 1_764_421_200)
    typealias Mode = AlarmAttributes.ContentState.Mode

    /// `--simulate alarm --seed 3` as the dashboard runs it, and its clock.
    struct Dashboard {
        var model: AppModel
        var now: Date

        init() {
            model = AppModel(system: BuiltInTypes.system(), simulations: [SimulationRun(AlarmSimulator(seed: 3, start: AlarmControlsTests.start))])
            now = AlarmControlsTests.start
            _ = AppReducer.update(&model, .tick, now: now)
        }

        /// Plays every deadline up to `time`, as the run loop would, and stands at `time`.
        mutating func run(to time: Date) {
            while let next = AppReducer.nextDeadline(model, after: now), next <= time, next > now {
                now = next
                _ = AppReducer.update(&model, .tick, now: now)
            }
            now = max(now, time)
            _ = AppReducer.update(&model, .tick, now: now)
        }

        mutating func press(_ event: AppEvent) -> [AppEffect] {
            AppReducer.update(&model, event, now: now)
        }
    }

    static let alarm = AlarmSimulator(seed: 3, start: start)

    /// The mode the alarm's card shows: the simulated app's last state, checked against the
    /// content the system holds.
    static func mode(_ model: AppModel) throws -> Mode {
        let activity = try #require(model.system.activity("alarm"))
        let alarm = try #require(model.simulations[0].simulation as? AlarmSimulator)
        let index = alarm.firstIndex(after: activity.lastTimestamp) - 1
        let state = alarm.states[max(0, index)]
        let name: String
        switch state.mode {
        case .countdown: name = "countdown"
        case .paused: name = "paused"
        case .alert: name = "alert"
        }
        #expect(activity.value(at: try #require(FieldPath(parsing: "mode.\(name)")))?.isSet == true, "the system shows \(name)")
        return state.mode
    }

    static func lines(_ effects: [AppEffect]) -> [String] {
        effects.compactMap { if case .output(let record) = $0, case .intent = record { return record.line } else { return nil } }
    }

    static func intents(_ dashboard: Dashboard) -> [String] {
        ActivityControls.of(dashboard.model.system.activity("alarm")!, now: dashboard.now).compactMap(\.intent)
    }

    /// The intent line a press of Repeat writes, byte for byte (socket clients and `--intents`
    /// get this same line).
    static func repeatLine(at time: Date) -> String {
        #"{"type":"intent","intent":"RepeatAlarmIntent","activity-id":"alarm","parameters":{"alarmID":"\#(alarm.alarmID)"},"topic":"com.example.kitchentimer.push-type.liveactivity","timestamp":\#(Int(time.timeIntervalSince1970)).000}"#
    }

    @Test func theControlsFollowTheMode() throws {
        var dashboard = Dashboard()
        #expect(Self.intents(dashboard) == ["StopAlarmIntent", "PauseAlarmIntent"])
        #expect(ActivityControls.of(try #require(dashboard.model.system.activity("alarm")), now: dashboard.now).map(\.ends) == [true, false])
        dashboard.run(to: Self.alarm.schedule[1])
        #expect(Self.intents(dashboard) == ["StopAlarmIntent", "ResumeAlarmIntent"])
        dashboard.run(to: Self.alarm.schedule[3])
        #expect(Self.intents(dashboard) == ["StopAlarmIntent", "RepeatAlarmIntent"])
    }

    /// alert → Repeat pressed (Right, b) → a countdown of `repeatCountdown` → the alert again
    /// → the simulated user stops it.
    @Test func repeatMakesItACountdownAgainAndItRingsAgain() throws {
        var dashboard = Dashboard()
        let fire = Self.alarm.schedule[3]
        dashboard.run(to: fire)
        guard case .alert = try Self.mode(dashboard.model) else { Issue.record("not ringing: \(try Self.mode(dashboard.model))"); return }
        let pressed = fire.addingTimeInterval(5)
        dashboard.run(to: pressed)
        _ = dashboard.press(.key(.right))
        let effects = dashboard.press(.key(.character("b")))
        #expect(Self.lines(effects) == [Self.repeatLine(at: pressed)])
        #expect(Self.repeatLine(at: pressed)
                == #"{"type":"intent","intent":"RepeatAlarmIntent","activity-id":"alarm","parameters":{"alarmID":"1B913A2E-7EBB-475B-8412-9DEA39E31ADB"},"topic":"com.example.kitchentimer.push-type.liveactivity","timestamp":1764421528.000}"#)
        var intent = Intent(name: "RepeatAlarmIntent", activityID: "alarm", app: AlarmSimulator.app)
        intent.parameters = JSONObject([("alarmID", .string(Self.alarm.alarmID))])
        #expect(dashboard.model.log.entries.last?.message == .intent(intent, audience: .answered))
        #expect(dashboard.model.system.activity("alarm")?.endRequest == nil, "Repeat does not end the alarm")
        guard case .alert = try Self.mode(dashboard.model) else { Issue.record("the app answers a moment later"); return }

        let answered = pressed.addingTimeInterval(AppReducer.simulatedAppDelay)
        dashboard.run(to: answered)
        guard case .countdown(let again) = try Self.mode(dashboard.model) else { Issue.record("no countdown: \(try Self.mode(dashboard.model))"); return }
        #expect(again.totalCountdownDuration == AlarmSimulator.repeatCountdown)
        #expect(again.previouslyElapsedDuration == 0)
        #expect(again.startDate == answered)
        #expect(again.fireDate == answered.addingTimeInterval(AlarmSimulator.repeatCountdown))
        #expect(Self.intents(dashboard) == ["StopAlarmIntent", "PauseAlarmIntent"])
        // The repeat the simulated user had planned is gone: the user's press replaced it.
        dashboard.run(to: fire.addingTimeInterval(AlarmSimulator.firstAnswer))
        #expect(try Self.mode(dashboard.model) == .countdown(again), "the old plan played")

        dashboard.run(to: again.fireDate.addingTimeInterval(-1))
        guard case .countdown = try Self.mode(dashboard.model) else { Issue.record("rang early"); return }
        dashboard.run(to: again.fireDate)
        guard case .alert = try Self.mode(dashboard.model) else { Issue.record("did not ring again: \(try Self.mode(dashboard.model))"); return }
        #expect(dashboard.model.alertActivityID == "alarm", "it alerts again")
        #expect(Self.intents(dashboard) == ["StopAlarmIntent", "RepeatAlarmIntent"])

        dashboard.run(to: again.fireDate.addingTimeInterval(AlarmSimulator.secondAnswer))
        #expect(dashboard.model.system.activity("alarm")?.state == .dismissed, "stopped, it leaves at once")
        #expect(dashboard.model.simulationsFinished)
    }

    /// The same press by a click on `[Repeat]`, and by a digit and Enter.
    @Test func repeatByClickAndByDigitAndEnter() throws {
        var dashboard = Dashboard()
        let pressed = Self.alarm.schedule[3].addingTimeInterval(2)
        dashboard.run(to: pressed)
        var copy = dashboard
        let clicked = dashboard.press(.activate(.control(activityID: "alarm", index: 1)))
        #expect(Self.lines(clicked) == [Self.repeatLine(at: pressed)])
        dashboard.run(to: pressed.addingTimeInterval(AppReducer.simulatedAppDelay))
        guard case .countdown(let clickedAgain) = try Self.mode(dashboard.model) else { Issue.record("no countdown after the click"); return }
        #expect(clickedAgain.totalCountdownDuration == AlarmSimulator.repeatCountdown)

        _ = copy.press(.key(.character("2")))
        let entered = copy.press(.key(.enter))
        #expect(Self.lines(entered) == [Self.repeatLine(at: pressed)])
        copy.run(to: pressed.addingTimeInterval(AppReducer.simulatedAppDelay))
        #expect(try Self.mode(copy.model) == .countdown(clickedAgain))
    }

    /// Pause keeps what has run, and the alarm waits for the user however long; Resume counts
    /// down the rest, and it rings when that has run.
    @Test func pauseWaitsAndResumeCountsDownTheRest() throws {
        var dashboard = Dashboard()
        let pressed = Self.start.addingTimeInterval(10)
        dashboard.run(to: pressed)
        _ = dashboard.press(.key(.right))
        let pause = Self.lines(dashboard.press(.key(.character("b"))))
        #expect(pause.first?.hasPrefix(#"{"type":"intent","intent":"PauseAlarmIntent","activity-id":"alarm","#) == true, "\(pause)")
        dashboard.run(to: pressed.addingTimeInterval(AppReducer.simulatedAppDelay))
        let expected = Mode.paused(.init(previouslyElapsedDuration: 11, totalCountdownDuration: AlarmSimulator.countdown))
        #expect(try Self.mode(dashboard.model) == expected)
        // An hour on, it is still paused, and the run is not over.
        let later = Self.start.addingTimeInterval(3600)
        dashboard.run(to: later)
        #expect(try Self.mode(dashboard.model) == expected)
        #expect(!dashboard.model.simulationsFinished)
        #expect(dashboard.model.simulations[0].simulation.phaseDescription(at: later) == "paused")

        let resume = Self.lines(dashboard.press(.key(.character("b"))))
        #expect(resume.first?.hasPrefix(#"{"type":"intent","intent":"ResumeAlarmIntent","activity-id":"alarm","#) == true, "\(resume)")
        let resumed = later.addingTimeInterval(AppReducer.simulatedAppDelay)
        dashboard.run(to: resumed)
        let fire = resumed.addingTimeInterval(AlarmSimulator.countdown - 11)
        #expect(try Self.mode(dashboard.model) == .countdown(.init(fireDate: fire, previouslyElapsedDuration: 11, startDate: resumed,
                                                                   totalCountdownDuration: AlarmSimulator.countdown)))
        dashboard.run(to: fire)
        guard case .alert = try Self.mode(dashboard.model) else { Issue.record("did not ring: \(try Self.mode(dashboard.model))"); return }
        // It had not rung yet: the simulated user still repeats it once, as planned.
        dashboard.run(to: fire.addingTimeInterval(AlarmSimulator.firstAnswer))
        guard case .countdown(let again) = try Self.mode(dashboard.model) else { Issue.record("no repeat"); return }
        #expect(again.totalCountdownDuration == AlarmSimulator.repeatCountdown)
    }

    /// An intent that does not fit the mode, or that the app does not have, gets no answer;
    /// an app whose card draws no such control answers nothing.
    @Test func onlyAnIntentThatFitsIsAnswered() {
        let alarm = AlarmSimulator(seed: 3, start: Self.start)
        let at = Self.start.addingTimeInterval(10)
        let repeatIntent = Intent(name: AlarmSimulator.repeatIntent, activityID: "alarm", app: AlarmSimulator.app)
        #expect(alarm.answering(repeatIntent, sent: at, answered: at.addingTimeInterval(1)) == nil, "not ringing")
        let resume = Intent(name: AlarmSimulator.resumeIntent, activityID: "alarm", app: AlarmSimulator.app)
        #expect(alarm.answering(resume, sent: at, answered: at.addingTimeInterval(1)) == nil, "not paused")
        var elsewhere = Intent(name: AlarmSimulator.pauseIntent, activityID: "alarm", app: AlarmSimulator.app)
        elsewhere.parameters = JSONObject([("alarmID", "00000000-0000-4000-8000-000000000000")])
        #expect(alarm.answering(elsewhere, sent: at, answered: at.addingTimeInterval(1)) == nil, "another alarm's ID")
        elsewhere.parameters = JSONObject([("alarmID", .string(alarm.alarmID))])
        #expect(alarm.answering(elsewhere, sent: at, answered: at.addingTimeInterval(1)) != nil, "its own")
        let other = Intent(name: "SomethingElseIntent", activityID: "alarm", app: AlarmSimulator.app)
        #expect(alarm.answering(other, sent: at, answered: at.addingTimeInterval(1)) == nil)
        let stopped = alarm.schedule[alarm.schedule.count - 1].addingTimeInterval(1)
        #expect(alarm.answering(repeatIntent, sent: stopped, answered: stopped.addingTimeInterval(1)) == nil, "stopped")
        let trip = TripSimulator(seed: 3, start: Self.start)
        #expect(trip.answering(Intent(name: "EndTripIntent", activityID: trip.activityID, app: TripSimulator.app),
                               sent: at, answered: at.addingTimeInterval(1)) == nil)
    }

    /// The pushes before the press stay as they were: the answer replaces only what was to come.
    @Test func theAnswerKeepsWhatWasSent() throws {
        let alarm = AlarmSimulator(seed: 3, start: Self.start)
        let pressed = alarm.schedule[3].addingTimeInterval(5)
        let answered = try #require(alarm.answering(Intent(name: AlarmSimulator.repeatIntent, activityID: "alarm", app: AlarmSimulator.app),
                                                    sent: pressed, answered: pressed.addingTimeInterval(1)) as? AlarmSimulator)
        #expect(Array(answered.planned.prefix(4)) == Array(alarm.planned.prefix(4)))
        #expect(answered.planned.dropFirst(4).map(\.event) == [.update, .update, .end])
        #expect(answered.schedule[4] == pressed.addingTimeInterval(1))
        #expect(answered.planned[5].alert?.sound == "default", "it rings again")
        #expect(answered.seed == alarm.seed && answered.alarmID == alarm.alarmID)
    }
}
