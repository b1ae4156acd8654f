import IslandText
import IslandJSON
import IslandTypes
/// `island lint`'s output: one verdict per payload, then every other problem and warning, as
/// text or as one JSON object per line. No byte of a payload reaches the output unescaped:
/// every text passes `OutputText.escaped` (text) or is JSON-escaped with bidi controls too.
package enum LintFormatter {
    /// `trip.ndjson:3: rejected REJECTED_TYPE_MISMATCH update rnv5-trip (active): …`, then one
    /// indented line per further problem and per warning.
    package static func text(_ result: LintResult) -> String {
        text(result, table: .en)
    }

    /// The same in `table`'s language: island's words (the verdict, "also", "warning") are
    /// the table's; codes, events and states are ActivityKit's and stay as they are.
    package static func text(_ result: LintResult, table: StringTable) -> String {
        var bytes: [UInt8] = []
        appendText(result, file: safe(result.file), table: table, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text(result)`'s bytes appended to `output` (no newline after them), with `file` as
    /// `safe(result.file)` made it: the command prints a million of these into one reused
    /// buffer, with the file's name made safe once per file.
    package static func appendText(_ result: LintResult, file: String, to output: inout [UInt8]) {
        appendText(result, file: file, table: .en, to: &output)
    }

    package static func appendText(_ result: LintResult, file: String, table: StringTable, to output: inout [UInt8]) {
        appendText(result, file: file, words: Words(table), to: &output)
    }

    /// island's words in a lint line, looked up once for a whole run.
    package struct Words: Sendable {
        let applied: String
        let ignored: String
        let rejected: String
        let noActivity: String
        let also: String
        let warning: String

        package init(_ table: StringTable) {
            applied = table.text(.cliLintApplied)
            ignored = table.text(.verdictIgnored)
            rejected = table.text(.verdictRejected)
            noActivity = table.text(.cliLintNoActivity)
            also = table.text(.cliLintAlso)
            warning = table.text(.cliLintWarning)
        }

        /// The verdict as a person reads it; `Verdict.word` is the machine outputs' (English).
        func verdict(_ verdict: Verdict) -> String {
            switch verdict {
            case .applied: return applied
            case .notApplied(let rejection, _): return rejection.code.isIgnored ? ignored : rejected
            }
        }
    }

    package static func appendText(_ result: LintResult, file: String, words: Words, to output: inout [UInt8]) {
        output.append(utf8: file)
        output.append(UInt8(ascii: ":"))
        output.append(decimal: result.line)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        output.append(utf8: words.verdict(result.verdict))
        let rejection = result.verdict.rejection
        if let rejection {
            output.append(UInt8(ascii: " "))
            output.append(utf8: rejection.code.rawValue)
        }
        if let event = result.event {
            output.append(UInt8(ascii: " "))
            output.append(utf8: event.rawValue)
        }
        if let id = result.activityID {
            output.append(UInt8(ascii: " "))
            output.append(utf8: safe(id))
            output.append(utf8: " (")
            output.append(utf8: result.state?.rawValue ?? words.noActivity)
            output.append(UInt8(ascii: ")"))
        }
        if let rejection {
            output.append(utf8: ": ")
            output.append(utf8: OutputText.escaped(rejection.english))
        }
        for problem in result.problems {
            output.append(utf8: "\n  ")
            output.append(utf8: words.also)
            output.append(UInt8(ascii: " "))
            output.append(utf8: problem.code.rawValue)
            output.append(utf8: ": ")
            output.append(utf8: OutputText.escaped(problem.english))
        }
        for warning in result.warnings {
            output.append(utf8: "\n  ")
            output.append(utf8: words.warning)
            output.append(UInt8(ascii: " "))
            output.append(utf8: warning.code.rawValue)
            output.append(utf8: ": ")
            output.append(utf8: OutputText.escaped(warning.english))
        }
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
        object["message"] = result.verdict.rejection.map { .string($0.english) } ?? .null
        let blocking = (result.verdict.rejection.map { [$0] } ?? []) + result.problems
        object["problems"] = .array(blocking.map { problem($0.code.rawValue, $0.english, blocking: true) }
            + result.warnings.map { problem($0.code.rawValue, $0.english, blocking: false) })
        object["warnings"] = .array(result.warnings.map { warning in
            .object(JSONObject([("code", .string(warning.code.rawValue)), ("message", .string(warning.english))]))
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
            // As `Verdict.word` names them, without comparing the words.
            switch result.verdict {
            case .applied: applied += 1
            case .notApplied(let rejection, _): if rejection.code.isIgnored { ignored += 1 } else { rejected += 1 }
            }
        }

        package var total: Int { applied + ignored + rejected }
        package var exitCode: Int32 { total == applied ? 0 : 1 }

        /// `5 payloads: 3 applied, 1 ignored, 1 rejected`.
        package var summary: String { summary(.en) }

        package func summary(_ table: StringTable) -> String {
            table.text(.cliLintTally, count: total, ["applied": String(applied), "ignored": String(ignored), "rejected": String(rejected)])
        }
    }

    package static func summary(_ results: [LintResult]) -> String {
        var tally = Tally()
        results.forEach { tally.add($0) }
        return tally.summary
    }

    /// A name as it is when it is harmless, else quoted with escapes.
    package static func safe(_ text: String) -> String {
        !text.isEmpty && !text.utf8.contains(0x20) && !ControlCharacters.contains(text) ? text : DiagnosticText.quote(text, limit: 200)
    }
}
