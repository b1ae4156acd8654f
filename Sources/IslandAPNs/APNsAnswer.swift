import Foundation
import IslandCore
import IslandJSON
import IslandTypes

/// One HTTP/2 response of the endpoint: the status, the headers and the body, as APNs sends
/// them, plus island's own `x-island-*` headers saying what the device made of the push.
package struct APNsAnswer: Hashable, Sendable {
    package var status: Int
    package var headers: [(String, String)]
    package var body: [UInt8]
    /// Whether the connection ends after this answer (GOAWAY), as APNs ends it after Shutdown.
    package var endsConnection = false

    package static func == (a: APNsAnswer, b: APNsAnswer) -> Bool {
        a.status == b.status && a.body == b.body && a.headers.map { [$0.0, $0.1] } == b.headers.map { [$0.0, $0.1] }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(body)
        for (name, value) in headers {
            hasher.combine(name)
            hasher.combine(value)
        }
    }

    package init(status: Int, headers: [(String, String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// APNs's error answer: the status of `reason`, `apns-id`, and the body `{"reason":…}`
    /// (with `timestamp`, milliseconds since 1970, for 410). `detail` is island's sentence on
    /// what exactly was wrong, in `x-island-reason`.
    package static func failure(_ reason: APNsReason, apnsID: String, detail: String, unregisteredAt: Date? = nil) -> APNsAnswer {
        var body = JSONObject()
        body["reason"] = .string(reason.rawValue)
        if reason == .unregistered, let unregisteredAt {
            body["timestamp"] = .number(JSONNumber(Int((unregisteredAt.timeIntervalSince1970 * 1000).rounded())))
        }
        let headers = [("apns-id", apnsID), ("content-type", "application/json"), ("x-island-reason", headerText(detail))]
        return APNsAnswer(status: reason.status, headers: headers, body: Array(JSONWriter.string(.object(body)).utf8))
    }

    /// 200 with an empty body, as APNs answers a request it accepted — whatever the device then
    /// makes of the push, which APNs cannot know. The device's verdict (the reducer's ack or
    /// reply) goes into `x-island-verdict`, `x-island-code`, `x-island-reason`,
    /// `x-island-activity-id`, `x-island-warnings` (the codes) and one `x-island-warning` per
    /// warning (the code, what was wrong and the corrected value). `uniqueID`: the sandbox's
    /// `apns-unique-id`, which the production environment does not send.
    package static func accepted(apnsID: String, verdict: JSONValue, uniqueID: String? = nil, idHeader: String = "apns-id") -> APNsAnswer {
        var headers = [(idHeader, apnsID)]
        if let uniqueID { headers.append(("apns-unique-id", uniqueID)) }
        let object = verdict.objectValue ?? JSONObject()
        if let word = object["verdict"]?.stringValue { headers.append(("x-island-verdict", word)) }
        if let code = object["code"]?.stringValue { headers.append(("x-island-code", code)) }
        if let reason = object["reason"]?.stringValue { headers.append(("x-island-reason", headerText(reason))) }
        if let id = object["activity-id"]?.stringValue { headers.append(("x-island-activity-id", headerText(id))) }
        if let warnings = object["warnings"]?.arrayValue, !warnings.isEmpty {
            let codes = warnings.compactMap { $0.objectValue?["code"]?.stringValue }
            headers.append(("x-island-warnings", codes.joined(separator: ",")))
            for warning in warnings {
                guard let code = warning.objectValue?["code"]?.stringValue else { continue }
                let message = warning.objectValue?["message"]?.stringValue ?? ""
                headers.append(("x-island-warning", headerText("\(code): \(message)")))
            }
        }
        return APNsAnswer(status: 200, headers: headers, body: [])
    }

    /// The same answer from the reducer's own: an ack (nearly every push) is worded straight
    /// into its headers, without making its JSON first and reading it back.
    package static func accepted(apnsID: String, answer: LineAnswer, uniqueID: String? = nil, idHeader: String = "apns-id") -> APNsAnswer {
        guard case .ack(_, let activityID, let warnings) = answer else {
            return accepted(apnsID: apnsID, verdict: answer.json, uniqueID: uniqueID, idHeader: idHeader)
        }
        var headers = [(idHeader, apnsID)]
        headers.reserveCapacity(warnings.isEmpty ? 4 : 5 + warnings.count)
        if let uniqueID { headers.append(("apns-unique-id", uniqueID)) }
        headers.append(("x-island-verdict", "applied"))
        headers.append(("x-island-activity-id", headerText(activityID)))
        if !warnings.isEmpty {
            headers.append(("x-island-warnings", warnings.map(\.code.rawValue).joined(separator: ",")))
            for warning in warnings { headers.append(("x-island-warning", headerText("\(warning.code.rawValue): \(warning.english)"))) }
        }
        return APNsAnswer(status: 200, headers: headers, body: [])
    }

    /// The `reason` of an error body, or nil.
    package var reason: String? {
        guard !body.isEmpty, let value = try? JSONParser.parse(body[...]) else { return nil }
        return value.objectValue?["reason"]?.stringValue
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.0 == name }?.1
    }

    /// The text `headerText` wrote, back: `\uXXXX` and `\\` undone (a client shows the
    /// sentence as written; the terminal is then the client's sanitiser's business).
    package static func text(ofHeader value: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(value.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else {
                out.append(scalar)
                continue
            }
            if next == "\\" {
                scalars.removeFirst()
                out.append("\\")
            } else if next == "u", scalars.count >= 5,
                      let code = UInt32(String(String.UnicodeScalarView(scalars.dropFirst().prefix(4))), radix: 16),
                      let decoded = Unicode.Scalar(code) {
                scalars.removeFirst(5)
                out.append(decoded)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A header value must be visible ASCII: anything else (a quoted stop name in German, a
    /// control character from a payload) is written as `\uXXXX`, so no byte of a payload
    /// reaches a client's terminal through `curl -v` unescaped.
    static func headerText(_ text: String) -> String {
        // Nearly always (an activity id, a sentence in English) there is nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\\" {
                out.unicodeScalars.append(scalar)
            } else if scalar == "\\" {
                out += "\\\\"
            } else {
                out += String(format: "\\u%04X", scalar.value > 0xFFFF ? 0xFFFD : scalar.value)
            }
        }
        return out
    }
}
