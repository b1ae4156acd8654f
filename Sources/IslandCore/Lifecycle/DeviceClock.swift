import Foundation

/// When each payload of a stream reaches the device — one rule for `island lint`, `island
/// render` and replays of plain payload files. A payload arrives at its recorded arrival (a
/// `--record` file's line), else at its own `aps.timestamp` (unless that looks like
/// milliseconds or lies outside 2001…2100), else with the payload before it. A clock set
/// explicitly (`--now`) starts there and is not moved by timestamps. The clock never runs back.
package struct DeviceClock: Hashable, Sendable {
    /// The last arrival; nil while nothing has said what time it is.
    package private(set) var now: Date?
    private let fixed: Bool

    /// The earliest plausible Unix time of a push (2001), and the latest (2100).
    package static let plausible: ClosedRange<Double> = 978_307_200...4_102_444_800

    package init(now: Date? = nil) {
        self.now = now
        fixed = now != nil
    }

    /// Moves the clock to the payload's arrival and returns it.
    @discardableResult
    package mutating func arrive(timestamp: Date?, recorded: Date? = nil) -> Date? {
        if let recorded {
            now = max(recorded, now ?? recorded)
        } else if !fixed, let timestamp, Self.plausible.contains(timestamp.timeIntervalSince1970) {
            now = max(timestamp, now ?? timestamp)
        }
        return now
    }
}
