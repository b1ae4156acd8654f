/// An action waiting for the user's confirmation (a locked phone asks for Face ID; End all
/// always asks, naming the app and how many it ends).
package enum PendingAction: Hashable, Sendable {
    case stop(activityID: String)
    case endAll(app: String)
}
