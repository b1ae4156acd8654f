import Foundation
import IslandJSON
import IslandCore

/// One push a simulated app decided to send, before the app's identity (activity, topic,
/// relevance, attributes) is added: what changes from push to push.
package struct PlannedPush: Hashable, Sendable {
    package var time: Date
    package var event: PushEvent
    package var contentState: JSONObject?
    package var alert: ActivityAlert?
    package var staleDate: Date?
    package var dismissalDate: Date?

    package init(
        time: Date, event: PushEvent, contentState: JSONObject?, alert: ActivityAlert? = nil,
        staleDate: Date? = nil, dismissalDate: Date? = nil
    ) {
        self.time = time
        self.event = event
        self.contentState = contentState
        self.alert = alert
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
    }
}
