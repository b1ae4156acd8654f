import Foundation
import IslandCore

/// What the alarm's card buttons do, as AlarmKit does it: Repeat on the alert
/// (`secondaryButtonBehavior: .countdown`, `AlarmManager.countdown(id:)`, "identical to the
/// repeat function of a timer, or the snooze function of an alarm") makes it a countdown again
/// for its `postAlert` duration; Pause (`pause(id:)`) keeps what has run and waits; Resume
/// (`resume(id:)`) counts down what was left. The names are the type file's intents.
extension AlarmSimulator {
    package static let stopIntent = "StopAlarmIntent"
    package static let pauseIntent = "PauseAlarmIntent"
    package static let resumeIntent = "ResumeAlarmIntent"
    package static let repeatIntent = "RepeatAlarmIntent"

    /// The alarm's answer at `time`, when the intent fits the mode it was in when pressed (AlarmKit
    /// throws for one that does not: Repeat on an alarm not alerting does nothing). After
    /// Repeat the simulated user stops it when it rings again; after Resume it rings and is
    /// answered as planned; a paused alarm waits for the user.
    package func answering(_ intent: Intent, sent: Date, answered time: Date) -> (any ActivitySimulation)? {
        // AlarmKit's calls take the alarm's ID; another alarm's is not this one's to answer.
        if let id = intent.parameters["alarmID"], id != .string(alarmID) { return nil }
        let kept = schedule.prefix { $0 <= sent }.count
        guard kept > 0, planned[kept - 1].event != .end else { return nil }
        let steps: [Step]
        switch (intent.name, states[kept - 1].mode) {
        case (Self.repeatIntent, .alert):
            steps = [Step(time: time, event: .update, mode: Self.counting(from: time, total: Self.repeatCountdown))]
                + Self.ringing(at: time.addingTimeInterval(Self.repeatCountdown), repeats: 0, attributes: attributes)
        case (Self.pauseIntent, .countdown(let running)):
            let elapsed = min(running.totalCountdownDuration, running.previouslyElapsedDuration + time.timeIntervalSince(running.startDate))
            steps = [Step(time: time, event: .update,
                          mode: .paused(.init(previouslyElapsedDuration: elapsed, totalCountdownDuration: running.totalCountdownDuration)))]
        case (Self.resumeIntent, .paused(let paused)):
            let left = paused.totalCountdownDuration - paused.previouslyElapsedDuration
            // The first run's Repeat is still to come if it has not rung yet.
            let hasRung = states.prefix(kept).contains { if case .alert = $0.mode { return true } else { return false } }
            steps = [Step(time: time, event: .update,
                          mode: Self.counting(from: time, total: paused.totalCountdownDuration, elapsed: paused.previouslyElapsedDuration))]
                + Self.ringing(at: time.addingTimeInterval(left), repeats: hasRung ? 0 : 1, attributes: attributes)
        default:
            return nil
        }
        return continued(keeping: kept, with: steps)
    }
}
