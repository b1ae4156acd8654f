import Foundation

/// Turns one input line into a `Push`, or says why it cannot be one.
/// Content states stay JSON: they are decoded against the activity's type by `ContentDecoder`.
public enum PushDecoder {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of Swift's `Date`.
    public static let referenceDateOffset: TimeInterval = 978_307_200

    public static func decode(_ line: IncomingLine) -> Result<Push, Rejection> {
        switch line.body {
        case .tooLong(let count):
            return .failure(Rejection(.rejectedLineTooLong, "line of \(count) bytes is over the \(IncomingLine.maximumLength / 1024) KiB limit; the rest of it was skipped"))
        case .bytes(let bytes):
            return decode(bytes: bytes)
        }
    }

    public static func decode(bytes: [UInt8]) -> Result<Push, Rejection> {
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
            return .failure(Rejection(.rejectedNotAnObject, "expected a JSON object, got \(value.typeName)"))
        }
        if bytes.count > 4096, object["aps"] != nil {
            return .failure(Rejection(.rejectedTooLarge, "payload of \(bytes.count) bytes is over the 4096-byte APNs limit (APNs answers 413)"))
        }
        guard let apsValue = object["aps"] else {
            return .success(Push(event: .update, contentState: object, isBareContentState: true,
                                 payloadBytes: JSONWriter.string(value).utf8.count))
        }
        guard let aps = apsValue.objectValue else {
            return .failure(Rejection(.rejectedTypeMismatch, "aps: expected an object, got \(apsValue.typeName)"))
        }
        return decodeAPS(aps, envelope: object)
    }

    static func decodeAPS(_ aps: JSONObject, envelope: JSONObject) -> Result<Push, Rejection> {
        let eventName = aps["event"]?.stringValue ?? ""
        guard let event = PushEvent(rawValue: eventName) else {
            let shown = aps["event"].map { JSONWriter.string($0) } ?? "nothing"
            return .failure(Rejection(.rejectedUnknownEvent, "aps.event must be \"start\", \"update\" or \"end\", got \(shown)"))
        }
        var push = Push(event: event)
        push.activityID = envelope["activity-id"]?.stringValue
        push.app = envelope["topic"]?.stringValue ?? envelope["Simulator Target Bundle"]?.stringValue
        push.timestamp = aps["timestamp"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
        push.contentState = aps["content-state"]?.objectValue
        push.staleDate = aps["stale-date"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
        push.dismissalDate = aps["dismissal-date"]?.doubleValue.map { Date(timeIntervalSince1970: $0) }
        push.relevanceScore = aps["relevance-score"]?.doubleValue
        push.attributesType = aps["attributes-type"]?.stringValue
        push.attributes = aps["attributes"]?.objectValue
        push.inputPushToken = aps["input-push-token"] != nil
        if let alert = aps["alert"] {
            push.alert = decodeAlert(alert)
        }
        push.payloadBytes = [aps["attributes"], aps["content-state"]].compactMap { $0 }
            .reduce(0) { $0 + JSONWriter.string($1).utf8.count }
        return .success(push)
    }

    static func decodeAlert(_ value: JSONValue) -> ActivityAlert {
        if let text = value.stringValue { return ActivityAlert(body: text) }
        guard let object = value.objectValue else { return ActivityAlert() }
        func localized(_ key: String) -> String? {
            if let text = object[key]?.stringValue { return text }
            guard let format = object["\(key)-loc-key"]?.stringValue ?? (key == "body" ? object["loc-key"]?.stringValue : nil) else { return nil }
            let args = (object["\(key)-loc-args"] ?? (key == "body" ? object["loc-args"] : nil))?.arrayValue ?? []
            return LocalizedFormat.fill(format, with: args.map { $0.stringValue ?? JSONWriter.string($0) })
        }
        return ActivityAlert(title: localized("title"), body: localized("body"), sound: object["sound"]?.stringValue)
    }
}
