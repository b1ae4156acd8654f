/// `island lint`'s output: one verdict per payload, as text or as one JSON object per line.
/// All text from payloads is quoted with its control and bidi characters escaped.
package enum LintFormatter {
    /// `trip.ndjson:3: rejected REJECTED_TYPE_MISMATCH update rnv5-trip (active): …` and one
    /// indented line per warning.
    package static func text(_ result: LintResult) -> String {
        var head = "\(safe(result.file)):\(result.line): \(result.verdict.word)"
        if let code = result.verdict.code { head += " \(code.rawValue)" }
        if let event = result.event { head += " \(event.rawValue)" }
        if let id = result.activityID {
            head += " \(safe(id))"
            head += " (\(result.state?.rawValue ?? "no activity"))"
        }
        if let rejection = result.verdict.rejection { head += ": \(rejection.message)" }
        let warnings = result.verdict.warnings.map { "  warning \($0.code.rawValue): \($0.message)" }
        return ([head] + warnings).joined(separator: "\n")
    }

    /// `{"file","line","verdict","code","message","warnings","activity-id","state"}`.
    package static func json(_ result: LintResult) -> String {
        var object = JSONObject()
        object["file"] = .string(result.file)
        object["line"] = .number(JSONNumber(result.line))
        object["verdict"] = .string(result.verdict.word)
        object["code"] = result.verdict.code.map { .string($0.rawValue) } ?? .null
        object["message"] = result.verdict.rejection.map { .string($0.message) } ?? .null
        object["warnings"] = .array(result.verdict.warnings.map { warning in
            .object(JSONObject([("code", .string(warning.code.rawValue)), ("message", .string(warning.message))]))
        })
        object["activity-id"] = result.activityID.map { .string($0) } ?? .null
        object["state"] = result.state.map { .string($0.rawValue) } ?? .null
        return escapingBidi(JSONWriter.string(.object(object)))
    }

    /// `5 payloads: 3 applied, 1 ignored, 1 rejected`.
    package static func summary(_ results: [LintResult]) -> String {
        let count = { (word: String) in results.filter { $0.verdict.word == word }.count }
        return "\(results.count) payload\(results.count == 1 ? "" : "s"): \(count("applied")) applied, \(count("ignored")) ignored, \(count("rejected")) rejected"
    }

    /// A name as it is when it is harmless, else quoted with escapes.
    static func safe(_ text: String) -> String {
        !text.isEmpty && !text.contains(" ") && !ControlCharacters.contains(text) ? text : DiagnosticText.quote(text, limit: 200)
    }

    /// JSONWriter escapes C0 and C1; bidi characters become `\uXXXX` too, so the line is safe
    /// on a terminal and still the same JSON.
    static func escapingBidi(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if ControlCharacters.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
