import Foundation

/// The user pressed the card's button (or End all): the intent went to the app, and the app is
/// expected to end the activity with its own final content. Until it does, the card says
/// "ending…"; when nobody could hear the intent, or the app takes longer than the grace
/// period, island ends it itself.
package struct EndRequest: Hashable, Sendable {
    /// The intent's name (`StopRideIntent`, `EndAllActivitiesIntent`).
    package var intent: String
    /// End all rather than this activity's own button.
    package var isEndAll: Bool
    package var requestedAt: Date
    /// When island gives up waiting and ends the activity itself.
    package var deadline: Date

    package init(intent: String, isEndAll: Bool, requestedAt: Date, deadline: Date) {
        self.intent = intent
        self.isEndAll = isEndAll
        self.requestedAt = requestedAt
        self.deadline = deadline
    }
}
