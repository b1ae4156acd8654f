import IslandCore
import IslandUI

/// `island send`'s text output: what the dashboard sent back, one line each, for a person.
///
///     trip.ndjson:3: applied rnv5-trip
///     trip.ndjson:4: rejected REJECTED_KEY_NOT_FOUND rnv5-trip: content-state.delay: …
///       warning WARN_DATE_LOOKS_LIKE_UNIX_TIME: …
///     intent EndTripIntent rnv5-trip for com.stefanfriedrich.rnvapp.push-type.liveactivity
///     lifecycle ended rnv5-trip (user-stopped)
///
/// Everything from the dashboard is sanitised; a line it does not recognise is shown as the
/// JSON it is.
enum SendAnswerText {
    static func text(of json: String) -> String {
        guard let object = try? JSONDocument(parsing: json).root, object.kind == .object else { return clean(json) }
        let type = object["type"]?.string
        let id = object["activity-id"]?.string.map { " " + clean($0) } ?? ""
        switch type {
        case "ack", "reply":
            let file = object["file"]?.string.map(clean) ?? "line"
            let line = object["line"]?.numberLiteral ?? "?"
            var head = "\(file):\(line): \(clean(object["verdict"]?.string ?? type ?? ""))"
            if let code = object["code"]?.string { head += " \(clean(code))" }
            head += id
            if let reason = object["reason"]?.string { head += ": \(clean(reason))" }
            let warnings = object["warnings"].map { Array($0.elements) } ?? []
            let lines = warnings.filter { $0.kind == .object }.map { warning in
                "  warning \(clean(warning["code"]?.string ?? "")): \(clean(warning["message"]?.string ?? ""))"
            }
            return ([head] + lines).joined(separator: "\n")
        case "intent":
            let topic = object["topic"]?.string.map { " for \(clean($0))" } ?? ""
            return "intent \(clean(object["intent"]?.string ?? "?"))\(id)\(topic)"
        case "lifecycle":
            let reason = object["reason"]?.string.map { " (\(clean($0)))" } ?? ""
            return "lifecycle \(clean(object["event"]?.string ?? "?"))\(id)\(reason)"
        default:
            return clean(json)
        }
    }

    /// One APNs answer (`APNsSendCommand`) for a person: the device's verdict as the socket
    /// says it, then what APNs said.
    ///
    ///     trip.ndjson:1: applied rnv5-trip (200, apns-id 7C1B…)
    ///     trip.ndjson:4: rejected REJECTED_NO_ACTIVITY: … (400 BadDeviceToken)
    static func apnsText(of object: JSONObject) -> String {
        let file = object["file"]?.stringValue.map(clean) ?? "line"
        let line = object["line"]?.numberValue?.literal ?? "?"
        var head = "\(file):\(line): \(clean(object["verdict"]?.stringValue ?? "?"))"
        if let code = object["code"]?.stringValue { head += " \(clean(code))" }
        if let id = object["activity-id"]?.stringValue { head += " \(clean(id))" }
        if let detail = object["detail"]?.stringValue { head += ": \(clean(detail))" }
        if let status = object["status"]?.numberValue?.literal {
            var apns = status
            if let reason = object["reason"]?.stringValue { apns += " \(clean(reason))" }
            if let id = object["apns-id"]?.stringValue { apns += ", apns-id \(clean(id))" }
            head += " (\(apns))"
        }
        let warnings = (object["warnings"]?.stringValue ?? "").split(separator: ",").map { "  warning \(clean(String($0)))" }
        return ([head] + warnings).joined(separator: "\n")
    }

    private static func clean(_ text: String) -> String {
        Sanitizer.sanitize(text)
    }
}
