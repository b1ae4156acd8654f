/// A rule between two fields of a content state that the app keeps but `Codable` cannot
/// check: a `TimeInterval` that counts down to a `Date` (the trip's `remainingTime` and
/// `nextStopTime`). A payload that breaks it is applied and warned (`WARN_INCONSISTENT_CONTENT`).
package struct ConsistencyRule: Hashable, Sendable {
    /// The field holding seconds left.
    package var interval: FieldPath
    /// The `Date` field it counts down to.
    package var until: FieldPath
    /// How far apart, in seconds, the two may be.
    package var tolerance: Double

    package init(interval: FieldPath, until: FieldPath, tolerance: Double) {
        self.interval = interval
        self.until = until
        self.tolerance = tolerance
    }
}
