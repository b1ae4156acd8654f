import Foundation
import IslandJSON
import IslandTypes

/// One decoded input line: an ActivityKit push payload or a bare content state.
/// The content state and the attributes stay JSON here — nodes of the line's one parse — and
/// the lifecycle decodes them against the activity's type.
package struct Push: Hashable, Sendable {
    package var event: PushEvent
    /// `activity-id` beside `aps`: which activity an update or end is for (a stand-in for the
    /// push token APNs routes by).
    package var activityID: String?
    /// `topic` (without `.push-type.liveactivity`) or `Simulator Target Bundle`: which app.
    package var app: String?
    /// The `topic` as sent, when there was one (its suffix is checked).
    package var topic: String?
    /// `aps.timestamp`; nil for a bare content state, which is stamped on arrival.
    package var timestamp: Date?
    /// `aps.content-state` (or the whole line, for a bare content state): always an object.
    package var contentState: JSONNode?
    package var staleDate: Date?
    package var dismissalDate: Date?
    package var relevanceScore: Double?
    package var alert: ActivityAlert? {
        didSet { if alert != nil, alertForm == nil { alertForm = .object } }
    }
    /// The alert exactly as sent (a string, an object), for the start-alert checks.
    package var alertForm: AlertForm?
    package var attributesType: String?
    /// `aps.attributes`: always an object.
    package var attributes: JSONNode?
    /// `aps.input-push-token`: the start asks for an activity push token (iOS 17.2).
    package var inputPushToken: Bool
    /// `aps.input-push-channel`: the start subscribes the activity to a broadcast channel (iOS 18).
    package var inputPushChannel: String?
    /// `channel-id` beside `aps`: a broadcast push on a channel (iOS 18), never a start.
    package var channelID: String?
    /// `start-date` beside `aps`: the start is scheduled for this date, as the app's
    /// `Activity.request(…, start:)` schedules it (iOS 26); island's stand-in, since a
    /// push-to-start has no such field (docs/lifecycle.md).
    package var startDate: Date?
    /// `style` beside `aps`: the request's `ActivityStyle` (iOS 18); nil: standard.
    package var style: ActivityStyle?
    /// `priority` beside `aps` (the `apns-priority` header): 10 (default) or 5.
    package var priority: Int
    /// An object without `aps`: the simplest producer's update.
    package var isBareContentState: Bool
    /// The app's own `Activity.request` / `update` / `end` (a simulated app), not a remote
    /// push: no push-to-start gate, no push budget.
    package var isLocal = false
    /// The APNs body's size, compact, without island's envelope keys; nil: measure it.
    package var measuredBodyBytes: Int?
    /// The payload's size as written (pretty-printed input is larger), when it differs.
    package var writtenBytes: Int?
    /// What the decoder noticed on the way (unknown keys, dates in milliseconds, control
    /// characters): reported with the verdict.
    package var warnings: [Warning] = []
    /// What the decoder found wrong, in order: the first is the verdict.
    package var problems: [Rejection] = []
    /// `aps` keys that were sent with the wrong JSON type: they are not "missing" too.
    package var invalidKeys: Set<String> = []
    /// False when `aps` is no object or `aps.event` is not start, update or end: the
    /// lifecycle's own checks would be guesses, so they are not run.
    package var isJudgeable = true

    /// How `aps.alert` was sent.
    package enum AlertForm: Hashable, Sendable {
        case string
        case object
    }

    /// Priority 10 sends at once (and counts against the update budget); 5 when convenient.
    package static let defaultPriority = 10

    /// A push made in code (a simulated app, a test): its content state and attributes become
    /// documents of their own (`JSONNode.init(_:)`).
    package init(
        event: PushEvent, activityID: String? = nil, app: String? = nil, timestamp: Date? = nil,
        contentState: JSONObject? = nil, staleDate: Date? = nil, dismissalDate: Date? = nil,
        relevanceScore: Double? = nil, alert: ActivityAlert? = nil, attributesType: String? = nil,
        attributes: JSONObject? = nil, inputPushToken: Bool = false, isBareContentState: Bool = false
    ) {
        self.event = event
        self.activityID = activityID
        self.app = app
        self.timestamp = timestamp
        self.contentState = contentState.map(JSONNode.init)
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.alertForm = alert == nil ? nil : .object
        self.attributesType = attributesType
        self.attributes = attributes.map(JSONNode.init)
        self.inputPushToken = inputPushToken
        self.isBareContentState = isBareContentState
        self.priority = Self.defaultPriority
    }

    /// ActivityKit's 4 KB counts the static and dynamic data: `attributes` + `content-state`
    /// for a start, `content-state` otherwise (the system adds the activity's attributes).
    /// Measured from the push itself, so no producer can forget it.
    package var contentBytes: Int {
        (event == .start ? attributes.map(JSONSize.compact) ?? 0 : 0) + (contentState.map(JSONSize.compact) ?? 0)
    }

    /// The APNs body's size: what `island send` or an APNs client puts in the HTTP body.
    package var bodyBytes: Int {
        measuredBodyBytes ?? JSONSize.compact(.object(PushEncoder.body(self)))
    }
}
