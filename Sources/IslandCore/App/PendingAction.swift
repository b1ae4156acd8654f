/// An action waiting for the user to authenticate (the screen is locked).
public enum PendingAction: Hashable, Sendable {
    case stop(activityID: String)
    case endAll
}
