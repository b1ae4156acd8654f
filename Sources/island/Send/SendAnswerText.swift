import IslandCore
import IslandIO
import IslandUI
import IslandText
import IslandJSON

/// `island send`'s text output: what the dashboard sent back, one line each, for a person.
///
///     trip.ndjson:3: applied rnv5-trip
///     trip.ndjson:4: rejected REJECTED_KEY_NOT_FOUND rnv5-trip: content-state.delay: …
///       warning WARN_DATE_LOOKS_LIKE_UNIX_TIME: …
///     intent EndTripIntent rnv5-trip for com.stefanfriedrich.rnvapp.push-type.liveactivity
///     lifecycle ended rnv5-trip (user-stopped)
///
/// Everything from the dashboard is sanitised; a line it does not recognise is shown as the
/// JSON it is. island's own words around them (`SendAnswerWords`) are in the command line's
/// language; what the dashboard sent (verdicts, codes, ids) stays as it came.
enum SendAnswerText {
    /// The text of one line from the dashboard (without its line feed), appended as UTF-8,
    /// read off the client's parse. The text is what the `--json` line says: for an answer
    /// named by its input line and for a line without controls, that is the parse. Any other
    /// line (a control in it, or not a JSON object) takes the long way, its `--json` line
    /// parsed again (`text(of:)`): a control between tokens, escaped, makes that line text
    /// rather than JSON, and it is shown as such.
    static func append(_ answer: SendAnswer, words: SendAnswerWords, to out: inout [UInt8]) {
        if let message = answer.message,
           answer.origin != nil || !answer.line.withUnsafeBufferPointer(ControlCharacters.contains(utf8:)) {
            append(message, origin: answer.origin, words: words, to: &out)
        } else {
            out.append(contentsOf: text(of: answer.json, words: words).utf8)
        }
    }

    /// The text for one line of `island send --json`'s output.
    static func text(of json: String, words: SendAnswerWords) -> String {
        guard let object = try? JSONDocument(parsing: json).root, object.kind == .object else { return clean(json) }
        var out: [UInt8] = []
        append(object, origin: nil, words: words, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// An object's text; `origin`, when the answer has one, names the line in place of the
    /// object's `"file"` and `"line"`.
    private static func append(_ object: JSONNode, origin: SendOrigin?, words: SendAnswerWords, to out: inout [UInt8]) {
        let fields = SendAnswerFields(object)
        let type = fields.type
        if type?.stringEquals("ack") == true || type?.stringEquals("reply") == true {
            if let origin {
                out.append(contentsOf: clean(origin.file).utf8)
                out.append(UInt8(ascii: ":"))
                out.append(contentsOf: String(origin.line).utf8)
            } else {
                if let file = string(fields.file) { appendClean(file, to: &out) } else { out.append(contentsOf: words.line) }
                out.append(UInt8(ascii: ":"))
                if let line = fields.line, line.kind == .number { appendBytes(of: line, to: &out) } else { out.append(UInt8(ascii: "?")) }
            }
            out.append(contentsOf: ": ".utf8)
            appendClean(string(fields.verdict) ?? type, or: "", to: &out)
            if let code = string(fields.code) {
                out.append(UInt8(ascii: " "))
                appendClean(code, to: &out)
            }
            appendID(fields, to: &out)
            if let reason = string(fields.reason) {
                out.append(contentsOf: ": ".utf8)
                appendClean(reason, to: &out)
            }
            if let warnings = fields.warnings {
                for warning in warnings.elements where warning.kind == .object {
                    let warning = SendAnswerFields(warning)
                    out.append(contentsOf: words.warning)
                    appendClean(warning.code, or: "", to: &out)
                    out.append(contentsOf: ": ".utf8)
                    appendClean(warning.message, or: "", to: &out)
                }
            }
        } else if type?.stringEquals("intent") == true {
            out.append(contentsOf: words.intent)
            appendClean(fields.intent, or: "?", to: &out)
            appendID(fields, to: &out)
            if let topic = string(fields.topic) {
                out.append(contentsOf: words.forTopic)
                appendClean(topic, to: &out)
            }
        } else if type?.stringEquals("lifecycle") == true {
            out.append(contentsOf: words.lifecycle)
            appendClean(fields.event, or: "?", to: &out)
            appendID(fields, to: &out)
            if let reason = string(fields.reason) {
                out.append(contentsOf: " (".utf8)
                appendClean(reason, to: &out)
                out.append(UInt8(ascii: ")"))
            }
        } else {
            // Not a line it knows: the JSON as it is.
            object.document.bytes.withUnsafeBufferPointer { appendClean(utf8: $0, to: &out) }
        }
    }

    private static func appendID(_ fields: SendAnswerFields, to out: inout [UInt8]) {
        guard let id = string(fields.activityID) else { return }
        out.append(UInt8(ascii: " "))
        appendClean(id, to: &out)
    }

    /// The node when it is a string.
    private static func string(_ node: JSONNode?) -> JSONNode? {
        node?.kind == .string ? node : nil
    }

    /// A string node's text sanitised, or `fallback` when the node is missing or no string.
    private static func appendClean(_ node: JSONNode?, or fallback: StaticString, to out: inout [UInt8]) {
        if let node = string(node) {
            appendClean(node, to: &out)
        } else {
            fallback.withUTF8Buffer { out.append(contentsOf: $0) }
        }
    }

    /// A string node's text sanitised: a plain one (printable ASCII, no escapes) is its bytes
    /// between the quotes, which sanitising leaves as they are.
    private static func appendClean(_ string: JSONNode, to out: inout [UInt8]) {
        if string.isPlainString {
            let range = string.byteRange
            string.document.bytes.withUnsafeBufferPointer {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range.lowerBound + 1 ..< range.upperBound - 1]))
            }
        } else {
            out.append(contentsOf: clean(string.string ?? "").utf8)
        }
    }

    /// A number's literal, as written.
    private static func appendBytes(of node: JSONNode, to out: inout [UInt8]) {
        let range = node.byteRange
        node.document.bytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Valid UTF-8 sanitised: as it is when it holds no control.
    private static func appendClean(utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if ControlCharacters.contains(utf8: utf8) {
            out.append(contentsOf: clean(String(decoding: utf8, as: UTF8.self)).utf8)
        } else {
            out.append(contentsOf: utf8)
        }
    }

    /// One APNs answer (`APNsSendCommand`) for a person: the device's verdict as the socket
    /// says it, then what APNs said.
    ///
    ///     trip.ndjson:1: applied rnv5-trip (200, apns-id 7C1B…)
    ///     trip.ndjson:4: rejected REJECTED_NO_ACTIVITY: … (400 BadDeviceToken)
    ///
    /// The verdict, codes and reasons are the device's and APNs's, as `--json` has them;
    /// island's own words (a verdict where the device gave none, "Retry-After … s", "forced")
    /// are `words`'s.
    static func apnsText(of answer: APNsSendAnswer, words: SendAnswerWords) -> String {
        let object = answer.json
        let table = words.table
        let file = object["file"]?.stringValue.map(clean) ?? table.text(.sendAnswerLine)
        let line = object["line"]?.numberValue?.literal ?? "?"
        if let unsent = answer.unsent {
            return "\(file):\(line): \(table.text(.sendAPNsNotSent)): \(clean(unsent.words(table)))"
        }
        let status = object["status"]?.numberValue?.exactInt
        // An answer APNs refused never reached the device, so it has no verdict: say so
        // rather than "?" (413, 410, 429 …).
        let verdict = object["verdict"]?.stringValue.map(clean)
            ?? table.text(status.map { $0 == 200 ? .sendAPNsAccepted : .sendAPNsNotDelivered } ?? .sendAPNsNoAnswer)
        var head = "\(file):\(line): \(verdict)"
        if let code = object["code"]?.stringValue { head += " \(clean(code))" }
        if let id = object["activity-id"]?.stringValue { head += " \(clean(id))" }
        if let detail = object["detail"]?.stringValue { head += ": \(clean(detail))" }
        if let status {
            var apns = String(status)
            if let reason = object["reason"]?.stringValue { apns += " \(clean(reason))" }
            if let retryAfter = object["retry-after"]?.stringValue { apns += ", " + table.text(.sendAPNsRetryAfter, ["seconds": clean(retryAfter)]) }
            if let id = object["apns-id"]?.stringValue { apns += ", apns-id \(clean(id))" }
            head += " (\(apns))"
        }
        if let forced = object["forced"]?.stringValue { head += " [" + table.text(.sendAPNsForced, ["fault": clean(forced)]) + "]" }
        let details = object["warning-details"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let warning = String(decoding: words.warning, as: UTF8.self)
        let warnings = details.isEmpty
            ? (object["warnings"]?.stringValue ?? "").split(separator: ",").map { warning + clean(String($0)) }
            : details.map { warning + clean($0) }
        return head + warnings.joined()
    }

    private static func clean(_ text: String) -> String {
        Sanitizer.sanitize(text)
    }
}
