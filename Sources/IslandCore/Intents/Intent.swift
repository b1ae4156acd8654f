/// The App Intents a user can trigger from a Live Activity.
package enum Intent: Hashable, Sendable {
    /// Beenden / Stop ride on one activity (a `LiveActivityIntent`).
    case stopRide(activityID: String)
    /// "Beende ÖPNV Mannheim": ends every activity.
    case endAllActivities

    package var name: String {
        switch self {
        case .stopRide: return "StopRideIntent"
        case .endAllActivities: return "EndAllActivitiesIntent"
        }
    }
}
