import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandText
@testable import IslandJSON
@testable import IslandTypes

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
                             message: .warning(Warning(.missingTimestamp, text: "no timestamp")),
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

    /// The line is written straight into text; it must be byte for byte what writing the
    /// object tree gives (the form it had before it was written directly).
    @Test func theLineIsWhatWritingTheObjectTreeGives() {
        let (model, _) = FaultyBackendSession.model()
        var entries = model.log.entries.map { $0 }
        entries.append(LogEntry(time: FaultyBackendSession.start.addingTimeInterval(0.0125), level: .warning,
                                message: .warning(Warning(.missingTimestamp, text: "no \u{1B} \"timestamp\" \\ é")),
                                origin: LineOrigin(source: .socket(client: 3), line: 7), activityID: "a\u{202E}b",
                                problems: ["WARN_X: one", "free: text", "none"]))
        entries.append(LogEntry(time: Date(timeIntervalSince1970: -12.5), level: .info, text: "tab\there\nnewline"))
        for entry in entries {
            #expect(entry.jsonLine == JSONWriter.string(Self.reference(entry)))
        }
        #expect(entries.count >= 32)
    }

    static func reference(_ entry: LogEntry) -> JSONValue {
        var object = JSONObject()
        object["time"] = .string(entry.time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        object["timestamp"] = OutputRecord.timestamp(entry.time)
        object["level"] = .string(entry.level.rawValue)
        object["kind"] = .string(entry.message.kind)
        object["code"] = entry.message.code.map { .string($0) } ?? .null
        object["activity-id"] = entry.activityID.map { .string($0) } ?? .null
        object["source"] = entry.origin.map { .string($0.source.kind) } ?? .null
        var file: JSONValue = .null
        var client: JSONValue = .null
        switch entry.origin?.source {
        case .file(let path): file = .string(path)
        case .socket(let number): client = .number(JSONNumber(number))
        case .apns(let delivery): client = .number(JSONNumber(delivery.request))
        default: break
        }
        object["file"] = file
        object["client"] = client
        object["line"] = entry.origin.flatMap { $0.line > 0 ? JSONValue.number(JSONNumber($0.line)) : nil } ?? .null
        object["message"] = .string(entry.message.english)
        object["problems"] = .array(entry.problems.map { problem in
            let (code, text) = LogEntry.split(problem)
            return .object(JSONObject([("code", code.map { .string($0) } ?? .null), ("message", .string(text))]))
        })
        return .object(object)
    }

    @Test func problemsSplitIntoCodeAndMessage() {
        let warning = LogEntry.split("WARN_UNKNOWN_KEYS: content-state.x: is not a field")
        #expect(warning.code == "WARN_UNKNOWN_KEYS" && warning.message == "content-state.x: is not a field")
        let free = LogEntry.split("free text: with a colon")
        #expect(free.code == nil && free.message == "free text: with a colon")
        #expect(LogEntry.split("no colon").code == nil)
    }
}
