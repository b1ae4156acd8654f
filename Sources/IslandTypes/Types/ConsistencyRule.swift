/// A rule between two fields of a content state that the app keeps but `Codable` cannot
/// check: a `TimeInterval` that counts down to a `Date` (the trip's `remainingTime` and
/// `nextStopTime`). A payload that breaks it is applied and warned (`WARN_INCONSISTENT_CONTENT`).
package struct ConsistencyRule: Hashable, Sendable {
    /// The field holding seconds left.
    package let interval: FieldPath
    /// The `Date` field it counts down to.
    package let until: FieldPath
    /// How far apart, in seconds, the two may be.
    package let tolerance: Double
    /// The two fields' names as a warning says them, spelled once: a drifting stream warns
    /// on every line.
    package let intervalName: String
    package let untilName: String

    package init(interval: FieldPath, until: FieldPath, tolerance: Double) {
        self.interval = interval
        self.until = until
        self.tolerance = tolerance
        intervalName = interval.description
        untilName = until.description
    }
}
