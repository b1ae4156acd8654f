import Foundation

/// Countdowns are computed at render time from dates, as `Text(timerInterval:)` does on iOS.
package enum Countdown {
    /// Whole minutes left until `target`, rounded up ("3 Min." until the last second of the third).
    package static func minutes(to target: Date, from now: Date) -> Int {
        max(0, Int((target.timeIntervalSince(now) / 60).rounded(.up)))
    }

    /// When `minutes(to:from:)` next changes, or nil once it is 0.
    package static func nextChange(to target: Date, after now: Date) -> Date? {
        let remaining = target.timeIntervalSince(now)
        guard remaining > 0 else { return nil }
        let whole = (remaining / 60).rounded(.up) - 1
        return target.addingTimeInterval(-whole * 60)
    }
}
