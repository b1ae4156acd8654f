import Foundation
import IslandTypes

extension LiveActivitySystem {
    /// Settings → the app → Live Activities. Apple: "a person can deactivate Live Activities
    /// for an app in Settings", and then the app cannot start, update or end one
    /// (`ActivityAuthorizationInfo.areActivitiesEnabled`). Turned off, the app's activities end
    /// and leave at once (island's choice: Apple does not say what becomes of them) and its
    /// starts are refused until it is turned on again.
    package mutating func setActivitiesEnabled(_ enabled: Bool, app bundle: String, now: Date) -> [LifecycleChange] {
        var changes = advance(to: now)
        guard enabled == disabledApps.contains(bundle) else { return changes }
        guard !enabled else {
            disabledApps.remove(bundle)
            return changes
        }
        disabledApps.insert(bundle)
        for index in activities.indices where activities[index].app.bundle == bundle {
            switch activities[index].state {
            case .active, .stale:
                changes += finish(at: index, reason: .activitiesDisabled, dismissalDate: now, at: now)
            case .pending:
                activities[index].state = .dismissed
                activities[index].dismissedAt = now
                changes.append(.dismissed(activityID: activities[index].id, reason: .dismissalDate))
            case .ended:
                activities[index].dismissAt = now
            case .dismissed:
                break
            }
        }
        return changes + advance(to: now)
    }

    /// Settings → the app → More Frequent Updates (`frequentPushesEnabled`): only an app that
    /// declares `NSSupportsLiveActivitiesFrequentUpdates` has the switch, and it is on until the
    /// user turns it off.
    package mutating func setFrequentUpdatesEnabled(_ enabled: Bool, app bundle: String) {
        if enabled { frequentUpdatesOff.remove(bundle) } else { frequentUpdatesOff.insert(bundle) }
    }

    /// `areActivitiesEnabled` for the app.
    package func activitiesEnabled(app bundle: String) -> Bool { !disabledApps.contains(bundle) }

    /// `frequentPushesEnabled` for the app: declared (its type file or `--frequent-updates`)
    /// and not turned off.
    package func frequentPushesEnabled(_ app: AppDescription) -> Bool {
        declaresFrequentUpdates(app) && !frequentUpdatesOff.contains(app.bundle)
    }

    /// Whether the app has the More Frequent Updates switch at all: it declares
    /// `NSSupportsLiveActivitiesFrequentUpdates` (its type file, or `--frequent-updates`).
    package func declaresFrequentUpdates(_ app: AppDescription) -> Bool {
        options.frequentUpdates || app.frequentUpdates
    }
}
