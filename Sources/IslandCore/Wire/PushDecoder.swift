import Foundation

/// Turns one input line into a `Push`, and says everything that is wrong with it. Every `aps`
/// key is checked for its JSON type; a wrong one is a problem naming the key. Decoding goes on
/// after a problem, so a backend learns every fault of a payload at once; the first problem is
/// the verdict. A line that is not a JSON object cannot be a push at all (a `Rejection`).
/// Content states stay JSON: the lifecycle decodes them against the activity's type.
package enum PushDecoder {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of Swift's `Date`.
    package static let referenceDateOffset: TimeInterval = DiagnosticText.referenceDateOffset
    /// APNs refuses a larger body with 413 Payload Too Large ("Sending notification requests
    /// to APNs": 4 KB for a Live Activity).
    package static let apnsBodyLimit = 4096
    /// A number of Unix seconds this large is after the year 5000: it is milliseconds.
    package static let millisecondThreshold: Double = 100_000_000_000

    /// Unix milliseconds of the years 1973 to 5138, sent where seconds belong.
    package static func looksLikeMilliseconds(_ seconds: Double) -> Bool {
        seconds >= millisecondThreshold && seconds < millisecondThreshold * 1000
    }
    /// The ActivityKit keys of `aps` (Apple: "Starting and updating Live Activities with
    /// ActivityKit push notifications"; `input-push-channel` is iOS 18's).
    package static let apsKeys = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score",
        "alert", "attributes-type", "attributes", "input-push-token", "input-push-channel",
    ]
    /// Keys of `aps.alert` that APNs defines.
    package static let alertKeys = [
        "title", "subtitle", "body", "sound", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "launch-image", "action-loc-key",
    ]
    /// Keys beside `aps` that are island's stand-ins for what APNs carries outside the body:
    /// the device token (`activity-id`), the `apns-topic` header, a broadcast channel, the
    /// `apns-priority` header. They do not count towards the 4096-byte body.
    package static let envelopeKeys = ["activity-id", "topic", "Simulator Target Bundle", "channel-id", "priority"]
    /// The topic suffix of ActivityKit pushes: `com.example.app.push-type.liveactivity`.
    package static let liveActivityTopicSuffix = ".push-type.liveactivity"

    /// What the envelope says about a line, even when the line is rejected: which activity
    /// and which app it is for.
    package struct Target: Hashable, Sendable {
        package var activityID: String?
        package var app: String?
    }

    package static func decode(_ line: IncomingLine) -> Result<Push, Rejection> {
        switch line.body {
        case .tooLong(let count):
            return .failure(Rejection(.rejectedLineTooLong, "line of \(count) bytes is over the \(IncomingLine.maximumLength / 1024) KiB limit; it was skipped without being read whole"))
        case .bytes(let bytes):
            return decode(bytes: bytes)
        }
    }

    /// The push, or why the line is no push at all. A push may still carry `problems`.
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
        var push = Push(event: .update)
        let envelopeProblems = decodeEnvelope(object, into: &push)
        let body = JSONObject(object.entries.filter { !envelopeKeys.contains($0.key) })
        let bodyBytes = JSONSize.compact(body)
        push.measuredBodyBytes = bodyBytes
        let envelopeBytes = JSONSize.compact(object) - bodyBytes
        if bytes.count - envelopeBytes > bodyBytes { push.writtenBytes = bytes.count - envelopeBytes }
        if bodyBytes > apnsBodyLimit {
            push.problems.append(Rejection(.rejectedTooLarge, "APNs body of \(bodyBytes) bytes is over the \(apnsBodyLimit)-byte limit (APNs answers 413 Payload Too Large)" + envelopeNote(envelopeBytes)))
        } else if let written = push.writtenBytes, written > apnsBodyLimit {
            push.warnings.append(Warning(.bodyTooLargeAsWritten, "the payload is \(written) bytes as written (pretty-printed) but \(bodyBytes) compact: send it compact, as APNs counts the bytes of the HTTP body (413 over \(apnsBodyLimit))"))
        }
        guard let aps = apsValue.objectValue else {
            push.problems.append(mismatch("aps", "an object", apsValue))
            push.problems += envelopeProblems
            push.isJudgeable = false
            return .success(push)
        }
        decodeAPS(aps, envelopeProblems: envelopeProblems, into: &push)
        return .success(push)
    }

    /// Where a line is going, read without judging the rest: `activity-id` and the app. Used to
    /// name the target of a line that is not even a push.
    package static func target(of line: IncomingLine) -> Target {
        guard case .bytes(let bytes) = line.body, let object = try? JSONParser.parse(bytes).objectValue else { return Target() }
        var push = Push(event: .update)
        _ = decodeEnvelope(object, into: &push)
        return Target(activityID: push.activityID, app: push.app)
    }

    static func envelopeNote(_ envelopeBytes: Int) -> String {
        envelopeBytes > 2 ? "; island's envelope keys (activity-id, topic, …) are not counted" : ""
    }

    static func bareContentState(_ object: JSONObject) -> Push {
        var push = Push(event: .update, contentState: object, isBareContentState: true)
        push.measuredBodyBytes = JSONSize.compact(object)
        if object["content-state"] != nil || object["event"] != nil {
            push.warnings.append(Warning(.unknownKeys, "this object has no \"aps\" but has \(object["content-state"] != nil ? "\"content-state\"" : "\"event\""): it is read as a bare content state; wrap a push payload in {\"aps\": {…}}"))
        }
        return push
    }

    /// The keys beside `aps`: which activity, which app, which channel, which priority. Returns
    /// their problems, which rank after those of `aps.event`.
    static func decodeEnvelope(_ envelope: JSONObject, into push: inout Push) -> [Rejection] {
        var problems: [Rejection] = []
        push.activityID = string(envelope, "activity-id", path: "activity-id", into: &problems)
        let topic = string(envelope, "topic", path: "topic", into: &problems)
        let bundle = string(envelope, "Simulator Target Bundle", path: "\"Simulator Target Bundle\"", into: &problems)
        push.topic = topic
        push.app = (topic.map(appName) ?? bundle).flatMap { $0.isEmpty ? nil : $0 }
        push.channelID = string(envelope, "channel-id", path: "channel-id", into: &problems)
        if let value = envelope["priority"] {
            if let number = value.numberValue, number.isIntegerLiteral, let priority = Int(number.literal), priority == 5 || priority == 10 {
                push.priority = priority
            } else {
                problems.append(mismatch("priority", "5 or 10, the apns-priority of a Live Activity push (APNs answers 400 BadPriority)", value))
            }
        }
        if let topic, !topic.isEmpty, !topic.hasSuffix(liveActivityTopicSuffix) {
            push.warnings.append(Warning(.topicNotLiveActivity, "topic \(DiagnosticText.quote(topic)) lacks \"\(liveActivityTopicSuffix)\": APNs answers 400 TopicDisallowed for a Live Activity push to the plain bundle topic; send to \(DiagnosticText.quote(topic + liveActivityTopicSuffix))"))
        }
        return problems
    }

    static func decodeAPS(_ aps: JSONObject, envelopeProblems: [Rejection], into push: inout Push) {
        var problems = push.problems
        var warnings = push.warnings
        defer {
            push.problems = problems
            push.warnings = warnings
        }
        if let eventValue = aps["event"] {
            if case .string(let eventName) = eventValue {
                if let event = PushEvent(rawValue: eventName) {
                    push.event = event
                } else {
                    problems.append(Rejection(.rejectedUnknownEvent, "aps.event must be \"start\", \"update\" or \"end\", got \(DiagnosticText.quote(eventName))"))
                    push.isJudgeable = false
                }
            } else {
                problems.append(mismatch("aps.event", "a string: \"start\", \"update\" or \"end\"", eventValue))
                push.isJudgeable = false
            }
        } else {
            var message = "aps.event is missing; it must be \"start\", \"update\" or \"end\""
            if let near = aps.keys.first(where: { KeySuggestion.nearest(to: $0, among: ["event"]) != nil }) {
                message += " (found \(DiagnosticText.quote(near)))"
            }
            problems.append(Rejection(.rejectedUnknownEvent, message))
            push.isJudgeable = false
        }
        problems += envelopeProblems
        let unknown = aps.keys.filter { !apsKeys.contains($0) }
        if !unknown.isEmpty {
            warnings.append(Warning(.unknownKeys, unknownKeysMessage(unknown, in: "aps", known: apsKeys)))
        }
        push.timestamp = unixDate(aps, "timestamp", problems: &problems, warnings: &warnings)
        if let value = aps["content-state"] {
            if let state = value.objectValue { push.contentState = state } else { problems.append(mismatch("aps.content-state", "an object", value)) }
        }
        for key in ["timestamp", "content-state", "attributes", "alert", "attributes-type"] where aps[key] != nil {
            push.invalidKeys.insert(key)
        }
        push.staleDate = unixDate(aps, "stale-date", problems: &problems, warnings: &warnings)
        push.dismissalDate = unixDate(aps, "dismissal-date", problems: &problems, warnings: &warnings)
        if let value = aps["relevance-score"] {
            if let number = value.doubleValue { push.relevanceScore = number } else { problems.append(mismatch("aps.relevance-score", "a number", value)) }
        }
        if let value = aps["alert"] {
            do {
                push.alert = try decodeAlert(value, warnings: &warnings)
                push.alertForm = value.stringValue != nil ? .string : .object
            } catch {
                problems.append(error)
            }
        }
        push.attributesType = string(aps, "attributes-type", path: "aps.attributes-type", into: &problems)
        if let value = aps["attributes"] {
            if let attributes = value.objectValue { push.attributes = attributes } else { problems.append(mismatch("aps.attributes", "an object", value)) }
        }
        if let value = aps["input-push-token"] {
            if value.numberValue != nil {
                push.inputPushToken = value.doubleValue != 0
            } else {
                problems.append(mismatch("aps.input-push-token", "a number (1 asks for a push token)", value))
            }
        }
        push.inputPushChannel = string(aps, "input-push-channel", path: "aps.input-push-channel", into: &problems)
        // What decoded is valid; the rest of what was sent was not.
        if push.timestamp != nil { push.invalidKeys.remove("timestamp") }
        if push.contentState != nil { push.invalidKeys.remove("content-state") }
        if push.attributes != nil { push.invalidKeys.remove("attributes") }
        if push.alert != nil { push.invalidKeys.remove("alert") }
        if push.attributesType != nil { push.invalidKeys.remove("attributes-type") }

        var controlled: [String] = []
        for (key, value) in [("activity-id", push.activityID), ("topic", push.topic), ("aps.attributes-type", push.attributesType)] {
            if let value, ControlCharacters.contains(value) { controlled.append(key) }
        }
        if let alert = aps["alert"] { controlled += ControlCharacters.paths(in: alert, at: "aps.alert") }
        if !controlled.isEmpty {
            warnings.append(Warning(.controlCharacters, "\(SchemaDecoder.list(controlled)) \(controlled.count == 1 ? "holds" : "hold") control or bidi characters; the screen shows them sanitised"))
        }
    }

    /// `com.example.app.push-type.liveactivity` → `com.example.app`.
    package static func appName(_ topic: String) -> String {
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

    static func string(_ object: JSONObject, _ key: String, path: String, into problems: inout [Rejection]) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else {
            problems.append(mismatch(path, "a string", value))
            return nil
        }
        return text
    }

    static func string(_ object: JSONObject, _ key: String, path: String) throws(Rejection) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(path, "a string", value) }
        return text
    }

    /// `timestamp`, `stale-date`, `dismissal-date`: Unix seconds.
    static func unixDate(_ aps: JSONObject, _ key: String, problems: inout [Rejection], warnings: inout [Warning]) -> Date? {
        guard let value = aps[key] else { return nil }
        guard let seconds = value.doubleValue else {
            var expected = "a number of Unix seconds"
            if case .string(let text) = value, Double(text) != nil { expected += " (without quotes)" }
            problems.append(mismatch("aps.\(key)", expected, value))
            return nil
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
