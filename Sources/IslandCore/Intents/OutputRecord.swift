import Foundation
import IslandJSON

/// One line island tells producers: an intent the user triggered or a lifecycle change.
/// Written to `--intents FILE` and to every socket client as NDJSON. Every line names the app
/// by its APNs topic (`"topic"`), so one listener can serve several apps.
package enum OutputRecord: Hashable, Sendable {
    case intent(Intent, at: Date)
    case lifecycle(LifecycleChange, app: String, at: Date)
    /// A push token the device hands its apps (only while the APNs endpoint is on).
    case token(TokenAnnouncement, at: Date)
    /// The user changed an app's switches in Settings: what `activityEnablementUpdates` and
    /// `frequentPushEnablementUpdates` hand the app.
    case enablement(app: String, activitiesEnabled: Bool, frequentPushesEnabled: Bool, at: Date)

    package var json: JSONValue {
        var object = JSONObject()
        switch self {
        case .intent(let intent, let date):
            object["type"] = "intent"
            object["intent"] = .string(intent.name)
            if let id = intent.activityID { object["activity-id"] = .string(id) }
            if !intent.activityIDs.isEmpty { object["activity-ids"] = .array(intent.activityIDs.map { .string($0) }) }
            // A button's line without parameters is as it has always been; a toggle says so and its new state.
            if !intent.parameters.keys.isEmpty { object["parameters"] = .object(intent.parameters) }
            if let value = intent.toggledTo {
                object["control"] = "toggle"
                object["value"] = .bool(value)
            }
            if let topic = Self.topic(intent.app) { object["topic"] = .string(topic) }
            object["timestamp"] = Self.timestamp(date)
        case .lifecycle(let change, let app, let date):
            object["type"] = "lifecycle"
            switch change {
            case .scheduled(_, let start):
                object["event"] = "scheduled"
                object["start-date"] = Self.timestamp(start)
            case .started: object["event"] = "started"
            case .stale: object["event"] = "stale"
            case .fresh: object["event"] = "fresh"
            case .ended(_, let reason):
                object["event"] = "ended"
                object["reason"] = .string(reason.rawValue)
            case .dismissed(_, let reason):
                object["event"] = "dismissed"
                object["reason"] = .string(reason.rawValue)
            }
            object["activity-id"] = .string(change.activityID)
            if let topic = Self.topic(app) { object["topic"] = .string(topic) }
            object["timestamp"] = Self.timestamp(date)
        case .token(let announcement, let date):
            object["type"] = "token"
            announcement.fields(into: &object)
            object["timestamp"] = Self.timestamp(date)
        case .enablement(let app, let activities, let frequent, let date):
            object["type"] = "enablement"
            if let topic = Self.topic(app) { object["topic"] = .string(topic) }
            object["activities-enabled"] = .bool(activities)
            object["frequent-pushes-enabled"] = .bool(frequent)
            object["timestamp"] = Self.timestamp(date)
        }
        return .object(object)
    }

    /// The NDJSON line, without its newline.
    package var line: String { JSONWriter.string(json) }

    /// An app's APNs topic: its bundle with `.push-type.liveactivity`; none for no known app.
    static func topic(_ app: String) -> String? {
        app.isEmpty ? nil : app + PushDecoder.liveActivityTopicSuffix
    }

    static func timestamp(_ date: Date) -> JSONValue {
        let thousandths = (date.timeIntervalSince1970 * 1000).rounded()
        let millis = thousandths / 1000
        return .number(JSONNumber(literal: threeDecimals(millis, thousandths: thousandths), double: millis))
    }

    /// `String(format: "%.3f", value)` for `value = thousandths / 1000`, without a format
    /// string: below 10^12 a Double lies so close to the thousandth it was divided from that
    /// printing it to three places gives that thousandth's digits.
    static func threeDecimals(_ value: Double, thousandths: Double) -> String {
        guard thousandths.isFinite, abs(thousandths) < 1e15 else { return String(format: "%.3f", value) }
        let whole = Int64(abs(thousandths))
        let fraction = String(whole % 1000)
        return (value.sign == .minus ? "-" : "") + String(whole / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
