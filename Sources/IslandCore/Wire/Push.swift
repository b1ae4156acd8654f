import Foundation

/// One decoded input line: an ActivityKit push payload or a bare content state.
/// The content state stays JSON here; the lifecycle decodes it against the activity's type.
package struct Push: Hashable, Sendable {
    package var event: PushEvent
    /// `activity-id` beside `aps`: which activity an update or end is for.
    package var activityID: String?
    /// `topic` or `Simulator Target Bundle`: which app.
    package var app: String?
    /// `aps.timestamp`; nil for a bare content state, which is stamped on arrival.
    package var timestamp: Date?
    package var contentState: JSONObject?
    package var staleDate: Date?
    package var dismissalDate: Date?
    package var relevanceScore: Double?
    package var alert: ActivityAlert?
    package var attributesType: String?
    package var attributes: JSONObject?
    package var inputPushToken: Bool
    /// An object without `aps`: the simplest producer's update.
    package var isBareContentState: Bool
    /// Size of the static and dynamic data as sent, compact: `attributes` + `content-state` for a
    /// start, `content-state` otherwise (the system adds the activity's attributes for the 4 KB
    /// limit).
    package var payloadBytes: Int
    /// What the decoder noticed on the way (unknown aps keys, dates in milliseconds, control
    /// characters): reported with the verdict if the push is applied.
    package var warnings: [Warning] = []

    package init(
        event: PushEvent, activityID: String? = nil, app: String? = nil, timestamp: Date? = nil,
        contentState: JSONObject? = nil, staleDate: Date? = nil, dismissalDate: Date? = nil,
        relevanceScore: Double? = nil, alert: ActivityAlert? = nil, attributesType: String? = nil,
        attributes: JSONObject? = nil, inputPushToken: Bool = false, isBareContentState: Bool = false,
        payloadBytes: Int = 0
    ) {
        self.event = event
        self.activityID = activityID
        self.app = app
        self.timestamp = timestamp
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.attributesType = attributesType
        self.attributes = attributes
        self.inputPushToken = inputPushToken
        self.isBareContentState = isBareContentState
        self.payloadBytes = payloadBytes
    }
}
