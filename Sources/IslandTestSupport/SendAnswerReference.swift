import IslandCore
import IslandUI
import IslandText
import IslandJSON

/// `island send`'s output as it was made before each answer was parsed only once: the client
/// parsed a line, re-serialised an answer to a line it sent through `JSONWriter` into a
/// string, escaped the string, and the text output parsed that string again. Kept, unchanged,
/// as the reference the one-parse output is compared with, byte for byte.
package enum SendAnswerReference {
    /// An input line: the file as given and the line's number there.
    package typealias Origin = (file: String, line: Int)

    /// The JSON line printed for a line the dashboard sent, `sent` lines having gone out;
    /// `origin` hands over (and forgets) where the dashboard's line N came from.
    package static func json(of bytes: [UInt8], sent: Int, origin: (Int) -> Origin?) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if let message = try? JSONDocument(parsing: bytes).root, message.kind == .object,
           let line = message["line"]?.exactInt, line >= 1, line <= sent {
            let type = message["type"]?.string
            if type == "ack" || type == "reply", let origin = origin(line) {
                text = relabelled(message, origin: origin)
            }
        }
        return UntrustedText.json(text)
    }

    /// Whether the line counts as answered: an `ack` (true) or a `reply` (false) to a line sent.
    package static func verdict(of bytes: [UInt8], sent: Int) -> Bool? {
        guard let message = try? JSONDocument(parsing: bytes).root, message.kind == .object,
              let line = message["line"]?.exactInt, line >= 1, line <= sent else { return nil }
        switch message["type"]?.string {
        case "ack": return true
        case "reply": return false
        default: return nil
        }
    }

    static func relabelled(_ answer: JSONNode, origin: Origin) -> String {
        var out = "{"
        var first = true
        func separate() {
            if !first { out += "," }
            first = false
        }
        for (key, value) in answer.members {
            if key.equals("file") { continue }
            separate()
            if key.equals("line") {
                JSONWriter.writeMember("file", .string(origin.file), into: &out)
                out += ","
                JSONWriter.writeMember("line", .number(JSONNumber(origin.line)), into: &out)
            } else {
                JSONWriter.writeMember(key.string, value, into: &out)
            }
        }
        return out + "}"
    }

    /// The text printed for the JSON line `json` (as `json(of:sent:origin:)` makes it).
    package static func text(of json: String) -> String {
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

    private static func clean(_ text: String) -> String {
        Sanitizer.sanitize(text)
    }
}
