import Foundation
import IslandJSON
/// One push token as the app hears of it (`pushToStartTokenUpdates`, `pushTokenUpdates`) and
/// island tells producers: `{"type":"token","kind":"push-to-start"|"activity","token":…,
/// "activity-id":…,"attributes-type":…,"topic":…}`.
package struct TokenAnnouncement: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case pushToStart = "push-to-start"
        case activity
    }

    package var kind: Kind
    package var token: String
    /// The activity (activity tokens only).
    package var activityID: String?
    package var attributesType: String?
    /// The app (bundle); the announcement names the APNs topic, `<app>.push-type.liveactivity`.
    package var app: String?
    /// A scheduled activity's start, while it is pending (`island tokens` says so).
    package var pendingStart: Date?

    package init(kind: Kind, token: String, activityID: String? = nil, attributesType: String? = nil, app: String? = nil) {
        self.kind = kind
        self.token = token
        self.activityID = activityID
        self.attributesType = attributesType
        self.app = app
    }

    /// The device's push-to-start token: one for every app and type (island's choice: island
    /// does not know which apps are installed, so any topic may start an activity with it).
    package static var pushToStart: TokenAnnouncement { pushToStart(in: .sandbox) }

    package static func pushToStart(in environment: APNsEnvironment) -> TokenAnnouncement {
        TokenAnnouncement(kind: .pushToStart, token: PushToken.pushToStart(in: environment))
    }

    /// The activity's token, nil when it has none.
    package static func activity(_ activity: Activity) -> TokenAnnouncement? {
        activity.pushToken.map { TokenAnnouncement(kind: .activity, token: $0, activityID: activity.id,
                                                   attributesType: activity.attributesType, app: activity.app.bundle) }
    }

    /// The APNs topic a push to this token must carry, when the token belongs to one app.
    package var topic: String? { app.map { $0 + PushDecoder.liveActivityTopicSuffix } }

    /// The fields of the output line (`OutputRecord.token` adds `type` and `timestamp`).
    package func fields(into object: inout JSONObject) {
        object["kind"] = .string(kind.rawValue)
        object["token"] = .string(token)
        if let activityID { object["activity-id"] = .string(activityID) }
        if let attributesType { object["attributes-type"] = .string(attributesType) }
        if let topic { object["topic"] = .string(topic) }
        if let pendingStart {
            object["state"] = "pending"
            object["start-date"] = OutputRecord.timestamp(pendingStart)
        }
    }
}
