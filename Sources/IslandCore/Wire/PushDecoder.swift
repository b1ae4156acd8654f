import Foundation

/// Turns one input line into a `Push`, or says why it cannot be one. Every `aps` key is
/// checked for its JSON type; a wrong one is a rejection naming the key. Content states stay
/// JSON: the lifecycle decodes them against the activity's type with `ContentDecoder`.
package enum PushDecoder {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of Swift's `Date`.
    package static let referenceDateOffset: TimeInterval = DiagnosticText.referenceDateOffset
    /// APNs refuses a larger body with 413 Payload Too Large.
    package static let apnsBodyLimit = 4096
    /// A number of Unix seconds this large is after the year 5000: it is milliseconds.
    package static let millisecondThreshold: Double = 100_000_000_000

    /// Unix milliseconds of the years 1973 to 5138, sent where seconds belong.
    package static func looksLikeMilliseconds(_ seconds: Double) -> Bool {
        seconds >= millisecondThreshold && seconds < millisecondThreshold * 1000
    }
    /// The ActivityKit keys of `aps`.
    package static let apsKeys = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score",
        "alert", "attributes-type", "attributes", "input-push-token",
    ]
    /// Keys of `aps.alert` that APNs defines.
    package static let alertKeys = [
        "title", "subtitle", "body", "sound", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "launch-image", "action-loc-key",
    ]
    /// The topic suffix of ActivityKit pushes: `com.example.app.push-type.liveactivity`.
    package static let liveActivityTopicSuffix = ".push-type.liveactivity"

    package static func decode(_ line: IncomingLine) -> Result<Push, Rejection> {
        switch line.body {
        case .tooLong(let count):
            return .failure(Rejection(.rejectedLineTooLong, "line of \(count) bytes is over the \(IncomingLine.maximumLength / 1024) KiB limit; it was skipped without being read whole"))
        case .bytes(let bytes):
            return decode(bytes: bytes)
        }
    }

    package static func decode(bytes: [UInt8]) -> Result<Push, Rejection> {
        var bytes = bytes[...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return .failure(Rejection(.rejectedInvalidJSON, "blank line"))
        }
        if let nul = bytes.firstIndex(of: 0) {
            return .failure(Rejection(.rejectedInvalidJSON, "NUL byte at byte \(nul - bytes.startIndex + 1)"))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(Rejection(.rejectedInvalidJSON, "line is not valid UTF-8"))
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            return .failure(Rejection(.rejectedInvalidJSON, "invalid JSON: \(error)"))
        }
        guard let object = value.objectValue else {
            return .failure(Rejection(.rejectedNotAnObject, "expected a JSON object, got \(DiagnosticText.describe(value))"))
        }
        guard let apsValue = object["aps"] else {
            return .success(bareContentState(object))
        }
        if bytes.count > apnsBodyLimit {
            return .failure(Rejection(.rejectedTooLarge, "payload of \(bytes.count) bytes is over the \(apnsBodyLimit)-byte APNs limit (APNs answers 413 Payload Too Large)"))
        }
        guard let aps = apsValue.objectValue else {
            return .failure(mismatch("aps", "an object", apsValue))
        }
        do {
            return .success(try decodeAPS(aps, envelope: object))
        } catch {
            return .failure(error)
        }
    }

    static func bareContentState(_ object: JSONObject) -> Push {
        var push = Push(event: .update, contentState: object, isBareContentState: true,
                        payloadBytes: JSONWriter.string(.object(object)).utf8.count)
        if object["content-state"] != nil || object["event"] != nil {
            push.warnings.append(Warning(.unknownKeys, "this object has no \"aps\" but has \(object["content-state"] != nil ? "\"content-state\"" : "\"event\""): it is read as a bare content state; wrap a push payload in {\"aps\": {…}}"))
        }
        return push
    }

    static func decodeAPS(_ aps: JSONObject, envelope: JSONObject) throws(Rejection) -> Push {
        guard let eventValue = aps["event"] else {
            var message = "aps.event is missing; it must be \"start\", \"update\" or \"end\""
            if let near = aps.keys.first(where: { KeySuggestion.nearest(to: $0, among: ["event"]) != nil }) {
                message += " (found \(DiagnosticText.quote(near)))"
            }
            throw Rejection(.rejectedUnknownEvent, message)
        }
        guard case .string(let eventName) = eventValue else {
            throw mismatch("aps.event", "a string: \"start\", \"update\" or \"end\"", eventValue)
        }
        guard let event = PushEvent(rawValue: eventName) else {
            throw Rejection(.rejectedUnknownEvent, "aps.event must be \"start\", \"update\" or \"end\", got \(DiagnosticText.quote(eventName))")
        }
        var push = Push(event: event)
        let unknown = aps.keys.filter { !apsKeys.contains($0) }
        if !unknown.isEmpty {
            push.warnings.append(Warning(.unknownKeys, unknownKeysMessage(unknown, in: "aps", known: apsKeys)))
        }
        push.activityID = try string(envelope, "activity-id", path: "activity-id")
        let topic = try string(envelope, "topic", path: "topic")
        let bundle = try string(envelope, "Simulator Target Bundle", path: "\"Simulator Target Bundle\"")
        push.app = (topic.map(appName) ?? bundle).flatMap { $0.isEmpty ? nil : $0 }
        push.timestamp = try unixDate(aps, "timestamp", warnings: &push.warnings)
        if let value = aps["content-state"] {
            guard let state = value.objectValue else { throw mismatch("aps.content-state", "an object", value) }
            push.contentState = state
        }
        push.staleDate = try unixDate(aps, "stale-date", warnings: &push.warnings)
        push.dismissalDate = try unixDate(aps, "dismissal-date", warnings: &push.warnings)
        if let value = aps["relevance-score"] {
            guard let number = value.doubleValue else { throw mismatch("aps.relevance-score", "a number", value) }
            push.relevanceScore = number
        }
        if let value = aps["alert"] {
            push.alert = try decodeAlert(value, warnings: &push.warnings)
        }
        push.attributesType = try string(aps, "attributes-type", path: "aps.attributes-type")
        if let value = aps["attributes"] {
            guard let attributes = value.objectValue else { throw mismatch("aps.attributes", "an object", value) }
            push.attributes = attributes
        }
        if let value = aps["input-push-token"] {
            guard value.numberValue != nil else { throw mismatch("aps.input-push-token", "a number (1 asks for a push token)", value) }
            push.inputPushToken = value.doubleValue != 0
        }
        let sizes = [event == .start ? push.attributes : nil, push.contentState].compactMap { $0 }
        push.payloadBytes = sizes.reduce(0) { $0 + JSONWriter.string(.object($1)).utf8.count }

        var controlled: [String] = []
        for (key, value) in [("activity-id", push.activityID), ("topic", topic), ("aps.attributes-type", push.attributesType)] {
            if let value, ControlCharacters.contains(value) { controlled.append(key) }
        }
        if let alert = aps["alert"] { controlled += ControlCharacters.paths(in: alert, at: "aps.alert") }
        if !controlled.isEmpty {
            push.warnings.append(Warning(.controlCharacters, "\(SchemaDecoder.list(controlled)) \(controlled.count == 1 ? "holds" : "hold") control or bidi characters; the screen shows them sanitised"))
        }
        return push
    }

    /// `com.example.app.push-type.liveactivity` → `com.example.app`.
    static func appName(_ topic: String) -> String {
        topic.hasSuffix(liveActivityTopicSuffix) ? String(topic.dropLast(liveActivityTopicSuffix.count)) : topic
    }

    static func unknownKeysMessage(_ keys: [String], in path: String, known: [String]) -> String {
        let described = keys.map { key -> String in
            let shown = KeyPath.child(path, key)
            guard let near = KeySuggestion.nearest(to: key, among: known) else { return shown }
            return "\(shown) (did you mean \(path).\(near)?)"
        }
        return "\(SchemaDecoder.list(described)) \(keys.count == 1 ? "is not an ActivityKit key" : "are not ActivityKit keys"); iOS ignores \(keys.count == 1 ? "it" : "them")"
    }

    static func string(_ object: JSONObject, _ key: String, path: String) throws(Rejection) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(path, "a string", value) }
        return text
    }

    /// `timestamp`, `stale-date`, `dismissal-date`: Unix seconds.
    static func unixDate(_ aps: JSONObject, _ key: String, warnings: inout [Warning]) throws(Rejection) -> Date? {
        guard let value = aps[key] else { return nil }
        guard let seconds = value.doubleValue else {
            var expected = "a number of Unix seconds"
            if case .string(let text) = value, Double(text) != nil { expected += " (without quotes)" }
            throw mismatch("aps.\(key)", expected, value)
        }
        if key != "timestamp", looksLikeMilliseconds(seconds) {
            let date = Date(timeIntervalSince1970: seconds)
            warnings.append(Warning(.timestampLooksLikeMilliseconds,
                "aps.\(key) \(DiagnosticText.seconds(seconds)) is \(DiagnosticText.utc(date)): it looks like milliseconds; aps.\(key) is Unix seconds: send \(DiagnosticText.seconds((seconds / 1000).rounded()))"))
        }
        return Date(timeIntervalSince1970: seconds)
    }

    static func mismatch(_ path: String, _ expected: String, _ value: JSONValue) -> Rejection {
        Rejection(.rejectedTypeMismatch, "\(path): expected \(expected), got \(DiagnosticText.describe(value))")
    }

    // MARK: Alert

    /// `alert` as a string (the body) or an object: `title`, `body` and `sound`, where a title
    /// or body may be `{"loc-key", "loc-args"}` (the ActivityKit form), or the APNs keys
    /// `title-loc-key`/`title-loc-args` and `loc-key`/`loc-args`. island has no strings table,
    /// so — as iOS does for a key its table lacks — the key is the format, `%@` filled in order.
    static func decodeAlert(_ value: JSONValue, warnings: inout [Warning]) throws(Rejection) -> ActivityAlert {
        if case .string(let text) = value { return ActivityAlert(body: text) }
        guard let object = value.objectValue else { throw mismatch("aps.alert", "an object with title and body (or a string)", value) }
        var alert = ActivityAlert()
        alert.title = try alertText(object, "title", formatKey: "title-loc-key", argsKey: "title-loc-args")
        alert.body = try alertText(object, "body", formatKey: "loc-key", argsKey: "loc-args")
        if let sound = object["sound"] {
            switch sound {
            case .string(let name): alert.sound = name
            case .object(let critical):
                alert.sound = try string(critical, "name", path: "aps.alert.sound.name") ?? "default"
            default: throw mismatch("aps.alert.sound", "a sound name or an object with \"name\"", sound)
            }
        }
        let unknown = object.keys.filter { !alertKeys.contains($0) }
        if !unknown.isEmpty {
            warnings.append(Warning(.unknownKeys, unknownKeysMessage(unknown, in: "aps.alert", known: alertKeys)))
        }
        return alert
    }

    static func alertText(_ alert: JSONObject, _ key: String, formatKey: String, argsKey: String) throws(Rejection) -> String? {
        let path = "aps.alert.\(key)"
        if let format = try string(alert, formatKey, path: "aps.alert.\(formatKey)") {
            return LocalizedFormat.fill(format, with: try arguments(alert[argsKey], path: "aps.alert.\(argsKey)"))
        }
        guard let value = alert[key] else { return nil }
        switch value {
        case .string(let text):
            return text
        case .object(let localized):
            guard let format = try string(localized, "loc-key", path: "\(path).loc-key") else {
                throw Rejection(.rejectedKeyNotFound, "\(path).loc-key: missing; a localized \(key) is {\"loc-key\": \"…%@…\", \"loc-args\": […]}")
            }
            return LocalizedFormat.fill(format, with: try arguments(localized["loc-args"], path: "\(path).loc-args"))
        default:
            throw mismatch(path, "a string or {\"loc-key\", \"loc-args\"}", value)
        }
    }

    static func arguments(_ value: JSONValue?, path: String) throws(Rejection) -> [String] {
        guard let value else { return [] }
        guard let array = value.arrayValue else { throw mismatch(path, "an array of strings", value) }
        return array.map { $0.stringValue ?? JSONWriter.string($0) }
    }
}
