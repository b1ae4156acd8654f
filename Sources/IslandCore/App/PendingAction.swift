/// An action waiting for the user to authenticate (the screen is locked).
package enum PendingAction: Hashable, Sendable {
    case stop(activityID: String)
    case endAll
}
