import Foundation

/// One line island tells producers: an intent the user triggered or a lifecycle change.
/// Written to `--intents FILE` and to every socket client as NDJSON.
package enum OutputRecord: Hashable, Sendable {
    case intent(Intent, at: Date)
    case lifecycle(LifecycleChange, at: Date)
    /// A push token the device hands its apps (only while the APNs endpoint is on).
    case token(TokenAnnouncement, at: Date)

    package var json: JSONValue {
        var object = JSONObject()
        switch self {
        case .intent(let intent, let date):
            object["type"] = "intent"
            object["intent"] = .string(intent.name)
            if case .stopRide(let id) = intent { object["activity-id"] = .string(id) }
            object["timestamp"] = Self.timestamp(date)
        case .lifecycle(let change, let date):
            object["type"] = "lifecycle"
            switch change {
            case .started: object["event"] = "started"
            case .stale: object["event"] = "stale"
            case .ended(_, let reason):
                object["event"] = "ended"
                object["reason"] = .string(reason.rawValue)
            case .dismissed(_, let reason):
                object["event"] = "dismissed"
                object["reason"] = .string(reason.rawValue)
            }
            object["activity-id"] = .string(change.activityID)
            object["timestamp"] = Self.timestamp(date)
        case .token(let announcement, let date):
            object["type"] = "token"
            announcement.fields(into: &object)
            object["timestamp"] = Self.timestamp(date)
        }
        return .object(object)
    }

    /// The NDJSON line, without its newline.
    package var line: String { JSONWriter.string(json) }

    static func timestamp(_ date: Date) -> JSONValue {
        let millis = (date.timeIntervalSince1970 * 1000).rounded() / 1000
        return .number(JSONNumber(literal: String(format: "%.3f", millis), double: millis))
    }
}
