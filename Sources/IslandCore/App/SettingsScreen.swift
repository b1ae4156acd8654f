import IslandTypes

/// The device's Settings screen (a key opens it): one row per app with its two switches,
/// Live Activities and More Frequent Updates, as iOS lists them under Settings → the app.
package struct SettingsScreen: Hashable, Sendable {
    /// The row the cursor is on.
    package var cursor = 0

    package init() {}

    /// One app's row as the screen shows it.
    package struct Row: Hashable, Sendable {
        package var app: AppDescription
        package var activitiesEnabled: Bool
        /// nil: the app does not declare `NSSupportsLiveActivitiesFrequentUpdates`, so it has no
        /// such switch.
        package var frequentUpdates: Bool?
        /// How many of its activities are on the Lock Screen now.
        package var activities: Int
    }

    /// Every app island knows of: those a type file describes and those with an activity,
    /// by name.
    package static func rows(_ system: LiveActivitySystem) -> [Row] {
        var apps: [String: AppDescription] = [:]
        for app in system.types.describedApps { apps[app.bundle] = app }
        for activity in system.activities where activity.app.bundle != AppDescription.unknownBundle {
            apps[activity.app.bundle] = activity.app
        }
        return apps.values.sorted { $0.bundle < $1.bundle }.map { app in
            Row(app: app, activitiesEnabled: system.activitiesEnabled(app: app.bundle),
                       frequentUpdates: system.declaresFrequentUpdates(app) ? system.frequentPushesEnabled(app) : nil,
                       activities: system.activities.filter { $0.app.bundle == app.bundle && $0.isOnLockScreen }.count)
        }
    }
}
