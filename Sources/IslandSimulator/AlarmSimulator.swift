import Foundation
import IslandCore

/// An AlarmKit timer (iOS 26) as the system runs its Live Activity: a kitchen timer counts
/// down, the user pauses and resumes it, it fires (the alert with its Stop and Repeat
/// buttons), the user repeats it once — `secondaryButtonBehavior: .countdown`, the timer runs
/// again — and stops it when it fires again. AlarmKit updates the activity itself, so every
/// push is local. Stop (`b`) ends it at once, as the system removes a stopped alarm.
package struct AlarmSimulator: PlannedSimulation {
    package static let app = "com.example.kitchentimer"
    package static let countdown: TimeInterval = 300
    /// The Repeat button's countdown.
    package static let repeatCountdown: TimeInterval = 60
    /// How long the alert rings before the simulated user answers it.
    package static let firstAnswer: TimeInterval = 20
    package static let secondAnswer: TimeInterval = 15

    package let identity: SimulatedApp
    package let seed: UInt64
    package let attributes: AlarmAttributes
    package let planned: [PlannedPush]
    package let states: [AlarmAttributes.ContentState]
    package let schedule: [Date]

    package var activityID: String { identity.activityID }

    package init(seed: UInt64, start: Date, activityID: String = "alarm", relevanceScore: Double = 90) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        attributes = AlarmAttributes(
            alertTitle: "Eggs are ready!", secondaryButton: .init(text: "Repeat", systemImageName: "repeat"),
            countdownTitle: "Eggs are cooking", pauseButton: .init(text: "Pause", systemImageName: "pause.circle"),
            pausedTitle: "Timer paused", resumeButton: .init(text: "Resume", systemImageName: "play.circle"), tintColor: "orange")
        identity = SimulatedApp(topic: Self.app, activityID: activityID, attributesType: AlarmAttributes.typeName,
                                attributes: attributes.json, relevanceScore: relevanceScore)
        let alarmID = Self.uuid(&random)
        let pauseAt = TimeInterval(Int.random(in: 60...120, using: &random))
        let pauseLength = TimeInterval(Int.random(in: 20...40, using: &random))
        let at = { (offset: TimeInterval) in start.addingTimeInterval(offset) }

        var steps: [(TimeInterval, PushEvent, AlarmAttributes.ContentState.Mode, ActivityAlert?)] = []
        let total = Self.countdown
        steps.append((0, .start, .countdown(.init(fireDate: at(total), previouslyElapsedDuration: 0, startDate: at(0), totalCountdownDuration: total)),
                      ActivityAlert(title: attributes.countdownTitle, body: "5:00 timer started")))
        steps.append((pauseAt, .update, .paused(.init(previouslyElapsedDuration: pauseAt, totalCountdownDuration: total)), nil))
        let resume = pauseAt + pauseLength
        let firstFire = resume + (total - pauseAt)
        steps.append((resume, .update, .countdown(.init(fireDate: at(firstFire), previouslyElapsedDuration: pauseAt, startDate: at(resume),
                                                        totalCountdownDuration: total)), nil))
        steps.append((firstFire, .update, Self.alert(at(firstFire)), ActivityAlert(title: attributes.alertTitle, body: "Timer done", sound: "default")))
        let again = firstFire + Self.firstAnswer
        let secondFire = again + Self.repeatCountdown
        steps.append((again, .update, .countdown(.init(fireDate: at(secondFire), previouslyElapsedDuration: 0, startDate: at(again),
                                                       totalCountdownDuration: Self.repeatCountdown)), nil))
        steps.append((secondFire, .update, Self.alert(at(secondFire)), ActivityAlert(title: attributes.alertTitle, body: "Timer done", sound: "default")))
        steps.append((secondFire + Self.secondAnswer, .end, Self.alert(at(secondFire)), nil))

        var planned: [PlannedPush] = []
        var states: [AlarmAttributes.ContentState] = []
        for (offset, event, mode, alert) in steps {
            let state = AlarmAttributes.ContentState(alarmID: alarmID, mode: mode)
            // A stopped alarm leaves at once (island's choice: AlarmKit removes it).
            planned.append(PlannedPush(time: at(offset), event: event, contentState: state.json, alert: alert,
                                       dismissalDate: event == .end ? at(offset) : nil))
            states.append(state)
        }
        self.planned = planned
        self.states = states
        schedule = planned.map(\.time)
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
        guard let state = state(at: now) else { return "not started" }
        if now >= schedule[schedule.count - 1] { return "stopped" }
        switch state.mode {
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
