import Foundation

/// The fixed part of a simulated app's pushes: which app and activity they are for, how
/// relevant the activity is, and the attributes its start carries.
public struct SimulatedApp: Hashable, Sendable {
    /// The push `topic`: the app's bundle identifier.
    public var topic: String
    public var activityID: String
    public var attributesType: String
    public var attributes: JSONObject
    public var relevanceScore: Double

    public init(topic: String, activityID: String, attributesType: String, attributes: JSONObject, relevanceScore: Double) {
        self.topic = topic
        self.activityID = activityID
        self.attributesType = attributesType
        self.attributes = attributes
        self.relevanceScore = relevanceScore
    }

    /// The full push a backend would send for `planned`: a start carries the attributes type
    /// and attributes, every push its activity, topic and relevance score.
    public func push(_ planned: PlannedPush) -> Push {
        var push = Push(
            event: planned.event, activityID: activityID, app: topic, timestamp: planned.time,
            contentState: planned.contentState, staleDate: planned.staleDate, dismissalDate: planned.dismissalDate,
            relevanceScore: relevanceScore, alert: planned.alert)
        if planned.event == .start {
            push.attributesType = attributesType
            push.attributes = attributes
        }
        push.payloadBytes = PushEncoder.payloadBytes(contentState: push.contentState, attributes: push.attributes)
        return push
    }
}
