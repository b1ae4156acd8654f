import Foundation
import IslandJSON

/// Writes a `Push` as the ActivityKit push payload a backend sends to APNs: one JSON line,
/// `aps` keys in the order Apple documents them, then `activity-id` and `topic` beside `aps`.
/// Only keys that are set are written (and numbers JSON can hold: an infinite date is left out). The inverse of `PushDecoder.decode(bytes:)`:
/// decoding the line gives back an equal `Push` (for whole-second dates; a fractional date
/// survives to the nearest `Double`).
package enum PushEncoder {
    /// The payload as a JSON object. A bare content state is written as just its state.
    package static func object(_ push: Push) -> JSONObject {
        if push.isBareContentState { return push.contentState?.value.objectValue ?? JSONObject() }
        var envelope = body(push)
        if let id = push.activityID { envelope["activity-id"] = .string(id) }
        if let app = push.app { envelope["topic"] = .string(push.topic ?? app + PushDecoder.liveActivityTopicSuffix) }
        if let channel = push.channelID { envelope["channel-id"] = .string(channel) }
        if push.priority != Push.defaultPriority { envelope["priority"] = .number(JSONNumber(push.priority)) }
        if let start = push.startDate, let value = unixSeconds(start) { envelope["start-date"] = value }
        if let style = push.style { envelope["style"] = .string(style.rawValue) }
        return envelope
    }

    /// The APNs body: `aps` alone, without island's envelope keys (what APNs counts).
    package static func body(_ push: Push) -> JSONObject {
        if push.isBareContentState { return push.contentState?.value.objectValue ?? JSONObject() }
        var aps = JSONObject()
        if let timestamp = push.timestamp, let value = unixSeconds(timestamp) { aps["timestamp"] = value }
        aps["event"] = .string(push.event.rawValue)
        if let state = push.contentState { aps["content-state"] = state.value }
        if let stale = push.staleDate, let value = unixSeconds(stale) { aps["stale-date"] = value }
        if let dismissal = push.dismissalDate, let value = unixSeconds(dismissal) { aps["dismissal-date"] = value }
        if let score = push.relevanceScore, score.isFinite { aps["relevance-score"] = .number(JSONNumber(score)) }
        if let alert = push.alert { aps["alert"] = .object(object(alert)) }
        if let type = push.attributesType { aps["attributes-type"] = .string(type) }
        if let attributes = push.attributes { aps["attributes"] = attributes.value }
        // The token value itself is not modelled (a line has no push token); its presence is.
        if push.inputPushToken { aps["input-push-token"] = .number(JSONNumber(1)) }
        if let channel = push.inputPushChannel { aps["input-push-channel"] = .string(channel) }
        return JSONObject([("aps", .object(aps))])
    }

    /// The payload as one compact JSON line, without the newline.
    package static func line(_ push: Push) -> String {
        JSONWriter.string(.object(object(push)))
    }

    /// The line's UTF-8 bytes followed by a newline: one NDJSON record.
    package static func record(_ push: Push) -> [UInt8] {
        Array(line(push).utf8) + [0x0A]
    }

    /// `alert` with `title`, `body` and `sound` as set.
    package static func object(_ alert: ActivityAlert) -> JSONObject {
        var object = JSONObject()
        if let title = alert.title { object["title"] = .string(title) }
        if let body = alert.body { object["body"] = .string(body) }
        if let sound = alert.sound { object["sound"] = .string(sound) }
        return object
    }

    /// A push date as APNs wants it: Unix seconds, an integer when whole. Nil for a date JSON
    /// cannot write (infinite or NaN), which is then left out like an unset key.
    package static func unixSeconds(_ date: Date) -> JSONValue? {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite ? .number(JSONNumber(seconds)) : nil
    }
}
