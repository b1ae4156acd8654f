import Foundation

/// iOS meters priority-10 ActivityKit pushes per app: past the budget they are delayed or
/// dropped. Apple documents no number ("The per user budget is not documented, and could
/// change", Apple DTS, developer forums thread 747624); the transit scenario (docs/scenarios.md) plans with about 15
/// background updates an hour. island warns past `perHour` priority-10 updates in the last
/// hour (`WARN_UPDATE_BUDGET`) and still applies them — the numbers are island's choice and
/// approximate. An app with `NSSupportsLiveActivitiesFrequentUpdates` (its type file's
/// `frequent-updates`, or `--frequent-updates`) gets more; priority 5 costs nothing.
package struct UpdateBudget: Hashable, Sendable {
    package static let perHour = 15
    package static let frequentPerHour = 120
    package static let window: TimeInterval = 3600

    /// Priority-10 update times per app, the last hour's.
    private var spent: [String: RecentTimes] = [:]
    /// Apps over their budget that were warned about: once per time over, not per push.
    private var over: Set<String> = []

    package init() {}

    /// Records one priority-10 update of `app` at `time`; returns the count in the last hour
    /// when this update takes the app over its budget.
    package mutating func spend(app: String, at time: Date, frequent: Bool) -> (count: Int, limit: Int)? {
        spent[app, default: RecentTimes()].add(time, window: Self.window)
        let count = spent[app]?.count ?? 0
        let limit = frequent ? Self.frequentPerHour : Self.perHour
        guard count > limit else {
            over.remove(app)
            return nil
        }
        return over.insert(app).inserted ? (count, limit) : nil
    }
}
