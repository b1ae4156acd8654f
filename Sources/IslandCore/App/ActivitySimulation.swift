import Foundation

/// A simulated app that starts one Live Activity and pushes its updates. Pure: which pushes
/// exist and when is a function of the seed and the start time alone, so the run loop only
/// asks for the next push time and the pushes that are due.
package protocol ActivitySimulation: Sendable {
    var activityID: String { get }
    /// What fixed its randomness: the same seed plays the same run.
    var seed: UInt64 { get }
    /// Every push time, in order: the start first, the end last.
    var schedule: [Date] { get }
    /// The push due at `schedule[index]`.
    func push(at index: Int) -> Push
    /// What the status line says about the simulated app at `now`, e.g. the trip phase.
    func phaseDescription(at now: Date) -> String
    /// The app's answer to the user's intent at `time` (Beenden, Stop ride, End all): it
    /// stops its work and ends the activity with its own final content and dismissal policy.
    func endPushes(at time: Date) -> [Push]
    /// The app's answer to an intent from its card that does not end the activity (Repeat,
    /// Pause, Resume, a toggle — its name, parameters and `toggledTo`), pressed at `sent` and
    /// run by the app at `answered`: the same app going on as that intent has it — the pushes
    /// it planned up to `sent` kept (what the user saw when pressing), the rest replaced by its
    /// reply at `answered` and what follows. nil: it has no answer to that intent in the state
    /// it was in. An app whose card draws no such control keeps the default, nil.
    func answering(_ intent: Intent, sent: Date, answered: Date) -> (any ActivitySimulation)?
    /// The same app starting a new run (a new activity, `activityID`) at `start` with `seed`
    /// (`r` after the simulation ends).
    func restarted(seed: UInt64, start: Date, activityID: String) -> any ActivitySimulation
}

extension ActivitySimulation {
    package func answering(_ intent: Intent, sent: Date, answered: Date) -> (any ActivitySimulation)? { nil }

    /// The index of the first push after `date` (all of them when `date` is nil).
    package func firstIndex(after date: Date?) -> Int {
        guard let date else { return 0 }
        var low = 0
        var high = schedule.count
        while low < high {
            let mid = (low + high) / 2
            if schedule[mid] <= date { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The pushes with times in (after, through].
    package func pushes(after: Date?, through: Date) -> [Push] {
        var result: [Push] = []
        var index = firstIndex(after: after)
        while index < schedule.count, schedule[index] <= through {
            result.append(push(at: index))
            index += 1
        }
        return result
    }

    package func nextPushTime(after date: Date?) -> Date? {
        let index = firstIndex(after: date)
        return index < schedule.count ? schedule[index] : nil
    }

    /// The gap from the last push at or before `date` to the next one: the current cadence.
    package func interval(at date: Date) -> TimeInterval? {
        let index = firstIndex(after: date)
        guard index > 0, index < schedule.count else { return nil }
        return schedule[index].timeIntervalSince(schedule[index - 1])
    }
}
