import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore

/// The NDJSON form of events-pane entries (`--headless`, `--log`).
@Suite struct LogEntryJSONTests {
    func object(_ line: String) throws -> JSONObject {
        let value = try JSONParser.parse(line)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(line)")
            return JSONObject()
        }
        return object
    }

    @Test func everyEntryOfTheFaultyBackendIsOneObjectWithEveryKey() throws {
        let (model, _) = FaultyBackendSession.model()
        let keys = ["time", "timestamp", "level", "kind", "code", "activity-id", "source", "file", "client", "line", "message", "problems"]
        var kinds: Set<String> = []
        for entry in model.log.entries {
            let line = entry.jsonLine
            #expect(!line.contains("\n"))
            let object = try self.object(line)
            #expect(object.keys == keys)
            kinds.insert(object["kind"]?.stringValue ?? "")
        }
        #expect(model.log.entries.count >= 30)
        #expect(kinds.isSuperset(of: ["applied", "not-applied", "warning", "alert", "lifecycle"]))
    }

    @Test func aRejectionNamesItsLineCodeAndProblems() throws {
        let (model, _) = FaultyBackendSession.model()
        let entry = try #require(model.log.entries.first { $0.message.code == "REJECTED_TOO_LARGE" })
        let object = try self.object(entry.jsonLine)
        #expect(object["level"] == "error")
        #expect(object["kind"] == "not-applied")
        #expect(object["source"] == "file")
        #expect(object["file"] == "demo/faulty-backend.ndjson")
        #expect(object["line"] == .number(JSONNumber(13)))
        #expect(object["client"] == .null)
        #expect(object["activity-id"] == "rnv5-trip")
        #expect(object["time"] == "2025-11-29T13:01:05.000Z")
        #expect(object["message"]?.stringValue?.hasPrefix("rejected REJECTED_TOO_LARGE: APNs body of") == true)
        guard case .array(let problems) = object["problems"] else {
            Issue.record("problems is not an array")
            return
        }
        let codes = problems.compactMap { value -> String? in
            if case .object(let problem) = value { return problem["code"]?.stringValue }
            return nil
        }
        #expect(codes.contains("WARN_UNKNOWN_KEYS") && codes.contains("REJECTED_TOO_LARGE"), "\(codes)")
    }

    @Test func socketLinesNameTheirClient() throws {
        let entry = LogEntry(time: FaultyBackendSession.start, level: .warning,
                             message: .warning(Warning(.missingTimestamp, "no timestamp")),
                             origin: LineOrigin(source: .socket(client: 3), line: 7), activityID: "a")
        let object = try self.object(entry.jsonLine)
        #expect(object["source"] == "socket" && object["client"] == .number(JSONNumber(3)) && object["line"] == .number(JSONNumber(7)))
        #expect(object["file"] == .null && object["code"] == "WARN_MISSING_TIMESTAMP")
    }

    @Test func controlsInAnEntryAreEscaped() {
        let entry = LogEntry(time: FaultyBackendSession.start, level: .info, text: "evil \u{1B}[31m red \u{202E} bidi")
        let line = entry.jsonLine
        #expect(!line.unicodeScalars.contains { ControlCharacters.isControl($0) })
        #expect(line.contains("\\u001b") && line.contains("\\u202e"))
    }

    @Test func problemsSplitIntoCodeAndMessage() {
        let warning = LogEntry.split("WARN_UNKNOWN_KEYS: content-state.x: is not a field")
        #expect(warning.code == "WARN_UNKNOWN_KEYS" && warning.message == "content-state.x: is not a field")
        let free = LogEntry.split("free text: with a colon")
        #expect(free.code == nil && free.message == "free text: with a colon")
        #expect(LogEntry.split("no colon").code == nil)
    }
}
