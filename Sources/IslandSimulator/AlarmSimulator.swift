import Foundation
import IslandCore

/// An AlarmKit timer (iOS 26) as the system runs its Live Activity: a kitchen timer counts
/// down, the user pauses and resumes it, it fires (the alert with its Stop and Repeat
/// buttons), the user repeats it once — `secondaryButtonBehavior: .countdown`, the timer runs
/// again for its `postAlert` duration — and stops it when it fires again. AlarmKit updates the
/// activity itself, so every push is local. The card's controls are the user's: Stop (`b`)
/// ends it at once, as the system removes a stopped alarm; Pause, Resume and Repeat are
/// answered in `AlarmSimulator+Intents`.
package struct AlarmSimulator: PlannedSimulation {
    package static let app = "com.example.kitchentimer"
    package static let countdown: TimeInterval = 300
    /// The Repeat button's countdown: `Alarm.CountdownDuration.postAlert`, "the snooze
    /// duration for an alarm".
    package static let repeatCountdown: TimeInterval = 60
    /// How long the alert rings before the simulated user answers it.
    package static let firstAnswer: TimeInterval = 20
    package static let secondAnswer: TimeInterval = 15

    /// One thing the alarm does: a push at a moment with the mode it shows then.
    struct Step {
        var time: Date
        var event: PushEvent
        var mode: AlarmAttributes.ContentState.Mode
        var alert: ActivityAlert?
    }

    package let identity: SimulatedApp
    package let seed: UInt64
    package let attributes: AlarmAttributes
    package let alarmID: String
    package let planned: [PlannedPush]
    package let states: [AlarmAttributes.ContentState]
    package let schedule: [Date]

    package var activityID: String { identity.activityID }

    package init(seed: UInt64, start: Date, activityID: String = "alarm", relevanceScore: Double = 90) {
        var random = SeededRandom(seed: seed)
        let attributes = AlarmAttributes(
            alertTitle: "Eggs are ready!", secondaryButton: .init(text: "Repeat", systemImageName: "repeat"),
            countdownTitle: "Eggs are cooking", pauseButton: .init(text: "Pause", systemImageName: "pause.circle"),
            pausedTitle: "Timer paused", resumeButton: .init(text: "Resume", systemImageName: "play.circle"), tintColor: "orange")
        let identity = SimulatedApp(topic: Self.app, activityID: activityID, attributesType: AlarmAttributes.typeName,
                                    attributes: attributes.json, relevanceScore: relevanceScore)
        let alarmID = Self.uuid(&random)
        let pauseAt = TimeInterval(Int.random(in: 60...120, using: &random))
        let pauseLength = TimeInterval(Int.random(in: 20...40, using: &random))
        let at = { (offset: TimeInterval) in start.addingTimeInterval(offset) }

        let total = Self.countdown
        let resume = pauseAt + pauseLength
        let firstFire = resume + (total - pauseAt)
        var steps = [
            Step(time: at(0), event: .start, mode: Self.counting(from: at(0), total: total),
                 alert: ActivityAlert(title: attributes.countdownTitle, body: "5:00 timer started")),
            Step(time: at(pauseAt), event: .update, mode: .paused(.init(previouslyElapsedDuration: pauseAt, totalCountdownDuration: total))),
            Step(time: at(resume), event: .update, mode: Self.counting(from: at(resume), total: total, elapsed: pauseAt)),
        ]
        steps += Self.ringing(at: at(firstFire), repeats: 1, attributes: attributes)
        self.init(identity: identity, seed: seed, attributes: attributes, alarmID: alarmID, planned: [], states: [], steps: steps)
    }

    /// The alarm with `planned` and `states` kept and `steps` played after them.
    init(identity: SimulatedApp, seed: UInt64, attributes: AlarmAttributes, alarmID: String,
         planned: [PlannedPush], states: [AlarmAttributes.ContentState], steps: [Step]) {
        self.identity = identity
        self.seed = seed
        self.attributes = attributes
        self.alarmID = alarmID
        var planned = planned
        var states = states
        for step in steps {
            let state = AlarmAttributes.ContentState(alarmID: alarmID, mode: step.mode)
            // A stopped alarm leaves at once (island's choice: AlarmKit removes it).
            planned.append(PlannedPush(time: step.time, event: step.event, contentState: state.json, alert: step.alert,
                                       dismissalDate: step.event == .end ? step.time : nil))
            states.append(state)
        }
        self.planned = planned
        self.states = states
        schedule = planned.map(\.time)
    }

    /// The same alarm going on with `steps` after its first `kept` pushes: what it planned
    /// after those is replaced.
    func continued(keeping kept: Int, with steps: [Step]) -> AlarmSimulator {
        AlarmSimulator(identity: identity, seed: seed, attributes: attributes, alarmID: alarmID,
                              planned: Array(planned.prefix(kept)), states: Array(states.prefix(kept)), steps: steps)
    }

    /// A countdown running from `start` with `elapsed` of `total` already run before it.
    static func counting(from start: Date, total: TimeInterval, elapsed: TimeInterval = 0) -> AlarmAttributes.ContentState.Mode {
        .countdown(.init(fireDate: start.addingTimeInterval(total - elapsed), previouslyElapsedDuration: elapsed, startDate: start,
                         totalCountdownDuration: total))
    }

    /// The alarm firing at `fire`, and the simulated user's answer: Repeat (`repeats` times
    /// more, `firstAnswer` after it rings), then Stop `secondAnswer` after it rings.
    static func ringing(at fire: Date, repeats: Int, attributes: AlarmAttributes) -> [Step] {
        var steps = [Step(time: fire, event: .update, mode: alert(fire),
                          alert: ActivityAlert(title: attributes.alertTitle, body: "Timer done", sound: "default"))]
        if repeats > 0 {
            let again = fire.addingTimeInterval(firstAnswer)
            steps.append(Step(time: again, event: .update, mode: counting(from: again, total: repeatCountdown)))
            steps += ringing(at: again.addingTimeInterval(repeatCountdown), repeats: repeats - 1, attributes: attributes)
        } else {
            steps.append(Step(time: fire.addingTimeInterval(secondAnswer), event: .end, mode: alert(fire)))
        }
        return steps
    }

    /// `Alarm.Schedule.Relative.Time` of the moment it fires, on the UTC clock (the simulator
    /// has no time zone; nothing island draws shows it).
    static func alert(_ date: Date) -> AlarmAttributes.ContentState.Mode {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return .alert(.init(time: .init(hour: parts.hour ?? 0, minute: parts.minute ?? 0)))
    }

    /// A version-4 UUID from the seed, as `Alarm.ID` is one.
    static func uuid(_ random: inout SeededRandom) -> String {
        let hex = (0..<32).map { index -> Character in
            if index == 12 { return "4" }
            let digit = Int.random(in: 0..<16, using: &random)
            return Array("0123456789ABCDEF")[index == 16 ? 8 + digit % 4 : digit]
        }
        let text = String(hex)
        let cuts = [8, 12, 16, 20]
        var parts: [Substring] = []
        var from = text.startIndex
        for cut in cuts {
            let to = text.index(text.startIndex, offsetBy: cut)
            parts.append(text[from..<to])
            from = to
        }
        parts.append(text[from...])
        return parts.joined(separator: "-")
    }

    package func phaseDescription(at now: Date) -> String {
        let index = firstIndex(after: now) - 1
        guard index >= 0 else { return "not started" }
        if planned[index].event == .end { return "stopped" }
        switch states[index].mode {
        case .countdown: return "counting down"
        case .paused: return "paused"
        case .alert: return "ringing"
        }
    }

    /// The user pressed Stop: AlarmKit stops the alarm and its activity goes at once.
    package func endPushes(at time: Date) -> [Push] {
        let last = state(at: time) ?? states[0]
        return [identity.end(last.json, at: time, dismissal: time)]
    }

    package func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation {
        AlarmSimulator(seed: seed, start: start, activityID: activityID, relevanceScore: identity.relevanceScore)
    }
}
