import Foundation
import IslandJSON
import IslandCore

/// The fixed part of a simulated app's pushes: which app and activity they are for, how
/// relevant the activity is, and the attributes its start carries.
package struct SimulatedApp: Hashable, Sendable {
    /// The push `topic`: the app's bundle identifier.
    package var topic: String
    package var activityID: String
    package var attributesType: String
    package var attributes: JSONObject
    package var relevanceScore: Double

    package init(topic: String, activityID: String, attributesType: String, attributes: JSONObject, relevanceScore: Double) {
        self.topic = topic
        self.activityID = activityID
        self.attributesType = attributesType
        self.attributes = attributes
        self.relevanceScore = relevanceScore
    }

    /// The full push a backend would send for `planned`: a start carries the attributes type
    /// and attributes, every push its activity, topic and relevance score.
    package func push(_ planned: PlannedPush) -> Push {
        var push = Push(
            event: planned.event, activityID: activityID, app: topic, timestamp: planned.time,
            contentState: planned.contentState, staleDate: planned.staleDate, dismissalDate: planned.dismissalDate,
            relevanceScore: relevanceScore, alert: planned.alert)
        if planned.event == .start {
            push.attributesType = attributesType
            push.attributes = JSONNode(attributes)
        }
        // The app's own ActivityKit calls, not remote pushes.
        push.isLocal = true
        push.priority = Self.priority(push)
        return push
    }

    /// The app ends its activity with `state` as the final content.
    package func end(_ state: JSONObject, at time: Date, dismissal: Date? = nil) -> Push {
        push(PlannedPush(time: time, event: .end, contentState: state, dismissalDate: dismissal))
    }

    /// Sent as push payloads (`island simulate`), a well-behaved backend's priorities: routine
    /// updates at 5, which cost no budget; starts, ends and updates with an alert at 10.
    package static func priority(_ push: Push) -> Int {
        push.event == .update && push.alert == nil ? 5 : 10
    }
}
