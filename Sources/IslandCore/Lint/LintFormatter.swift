/// `island lint`'s output: one verdict per payload, then every other problem and warning, as
/// text or as one JSON object per line. No byte of a payload reaches the output unescaped:
/// every text passes `OutputText.escaped` (text) or is JSON-escaped with bidi controls too.
package enum LintFormatter {
    /// `trip.ndjson:3: rejected REJECTED_TYPE_MISMATCH update rnv5-trip (active): …`, then one
    /// indented line per further problem and per warning.
    package static func text(_ result: LintResult) -> String {
        // One string appended to (a line per payload, most of them short).
        var text = safe(result.file)
        text.reserveCapacity(text.utf8.count + 64)
        text += ":"
        text += String(result.line)
        text += ": "
        text += result.verdict.word
        if let code = result.verdict.code { text += " " + code.rawValue }
        if let event = result.event { text += " " + event.rawValue }
        if let id = result.activityID {
            text += " " + safe(id)
            text += " (" + (result.state?.rawValue ?? "no activity") + ")"
        }
        if let rejection = result.verdict.rejection { text += ": " + OutputText.escaped(rejection.message) }
        for problem in result.problems { text += "\n  also " + problem.code.rawValue + ": " + OutputText.escaped(problem.message) }
        for warning in result.warnings { text += "\n  warning " + warning.code.rawValue + ": " + OutputText.escaped(warning.message) }
        return text
    }

    /// `{"file","line","verdict","code","message","problems","warnings","activity-id","state"}`;
    /// `problems` lists every problem (the verdict's first) and every warning, each with
    /// `code`, `message` and `blocking`.
    package static func json(_ result: LintResult) -> String {
        var object = JSONObject()
        object["file"] = .string(result.file)
        object["line"] = .number(JSONNumber(result.line))
        object["verdict"] = .string(result.verdict.word)
        object["code"] = result.verdict.code.map { .string($0.rawValue) } ?? .null
        object["message"] = result.verdict.rejection.map { .string($0.message) } ?? .null
        let blocking = (result.verdict.rejection.map { [$0] } ?? []) + result.problems
        object["problems"] = .array(blocking.map { problem($0.code.rawValue, $0.message, blocking: true) }
            + result.warnings.map { problem($0.code.rawValue, $0.message, blocking: false) })
        object["warnings"] = .array(result.warnings.map { warning in
            .object(JSONObject([("code", .string(warning.code.rawValue)), ("message", .string(warning.message))]))
        })
        object["activity-id"] = result.activityID.map { .string($0) } ?? .null
        object["state"] = result.state.map { .string($0.rawValue) } ?? .null
        return OutputText.escapedJSON(JSONWriter.string(.object(object)))
    }

    static func problem(_ code: String, _ message: String, blocking: Bool) -> JSONValue {
        .object(JSONObject([("code", .string(code)), ("message", .string(message)), ("blocking", .bool(blocking))]))
    }

    /// The counts of a run, kept as results stream past (constant memory).
    package struct Tally: Hashable, Sendable {
        package var applied = 0
        package var ignored = 0
        package var rejected = 0

        package init() {}

        package mutating func add(_ result: LintResult) {
            switch result.verdict.word {
            case "applied": applied += 1
            case "ignored": ignored += 1
            default: rejected += 1
            }
        }

        package var total: Int { applied + ignored + rejected }
        package var exitCode: Int32 { total == applied ? 0 : 1 }

        /// `5 payloads: 3 applied, 1 ignored, 1 rejected`.
        package var summary: String {
            "\(total) payload\(total == 1 ? "" : "s"): \(applied) applied, \(ignored) ignored, \(rejected) rejected"
        }
    }

    package static func summary(_ results: [LintResult]) -> String {
        var tally = Tally()
        results.forEach { tally.add($0) }
        return tally.summary
    }

    /// A name as it is when it is harmless, else quoted with escapes.
    static func safe(_ text: String) -> String {
        !text.isEmpty && !text.utf8.contains(0x20) && !ControlCharacters.contains(text) ? text : DiagnosticText.quote(text, limit: 200)
    }
}
