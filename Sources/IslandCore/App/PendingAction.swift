/// An action waiting for the user's confirmation (a locked phone asks for Face ID; End all
/// always asks, naming the app and how many it ends).
package enum PendingAction: Hashable, Sendable {
    /// Press the card's control number `control` (0: the first, its end button on a type file).
    case stop(activityID: String, control: Int = 0)
    case endAll(app: String)
}
