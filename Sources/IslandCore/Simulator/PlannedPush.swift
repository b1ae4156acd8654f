import Foundation

/// One push a simulated app decided to send, before the app's identity (activity, topic,
/// relevance, attributes) is added: what changes from push to push.
public struct PlannedPush: Hashable, Sendable {
    public var time: Date
    public var event: PushEvent
    public var contentState: JSONObject?
    public var alert: ActivityAlert?
    public var staleDate: Date?
    public var dismissalDate: Date?

    public init(
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
