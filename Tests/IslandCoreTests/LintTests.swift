import Foundation
import Testing
@testable import IslandCore

@Suite struct LintTests {
    typealias P = PayloadBuilder

    static func text(_ line: IncomingLine) -> String {
        guard case .bytes(let bytes) = line.body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func stream(_ lines: IncomingLine...) -> LintInput {
        LintInput(name: "s.ndjson", text: lines.map(text).joined(separator: "\n") + "\n")
    }

    static func bodyText(_ document: LintDocument) -> String? {
        guard case .bytes(let bytes) = document.body else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Splitting

    @Test func splitsNDJSONAndDocumentsThatSpanLines() {
        let text = "{\"a\":1}\r\n\n{\n  \"aps\": {\n    \"event\": \"update\"\n  }\n}\n{\"b\":\n{\"c\":3}\n[1,\n 2]\n{\"d\":4} trailing\n   \n"
        let documents = DocumentSplitter.documents(in: LintInput(name: "f", text: text))
        #expect(documents.map(\.line) == [1, 3, 8, 9, 10, 12])
        #expect(documents.map(\.lineCount) == [1, 5, 1, 1, 2, 1])
        #expect(documents.map(Self.bodyText) == ["{\"a\":1}", "{\"aps\":{\"event\":\"update\"}}", "{\"b\":", "{\"c\":3}", "[1,2]", "{\"d\":4} trailing"])
    }

    @Test func byteOrderMarkIsNotPartOfThePayload() {
        let documents = DocumentSplitter.documents(in: LintInput(name: "f", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n".utf8)))
        #expect(documents.map(Self.bodyText) == ["{\"a\":1}"])
    }

    @Test func jqStylePrettyDocumentsFollowEachOther() throws {
        let results = LintEngine.run([LintInput(name: "p.json", bytes: try FixtureFiles.bytes("payloads/applied__pretty-printed.json"))])
        #expect(results.map(\.line) == [1, 29])
        #expect(results.allSatisfy { $0.verdict.isApplied })
    }

    @Test func oversizedPayloadsAreTooLong() {
        let long = String(repeating: "x", count: IncomingLine.maximumLength)
        let single = DocumentSplitter.documents(in: LintInput(name: "f", text: "{\"a\":\"\(long)\"}\n"))
        #expect(single.map(\.body) == [.tooLong(byteCount: IncomingLine.maximumLength + 8)])
        let spanning = DocumentSplitter.documents(in: LintInput(name: "f", text: "{\n\"a\":\"\(long)\"\n}\n"))
        #expect(spanning.count == 1)
        if case .tooLong = spanning[0].body {} else { Issue.record("not too long") }
    }

    // MARK: The clock

    @Test func clockStartsAtTheFirstTimestampAndFollowsAppliedPayloads() {
        var engine = LintEngine()
        let doc = { (line: IncomingLine, number: Int) in
            LintDocument(file: "f", line: number, body: line.body)
        }
        #expect(engine.check(doc(P.start("a", at: 0, stale: 60), 1)).state == .active)
        #expect(engine.clock == P.t0)
        // B arrives at its timestamp; by then A's stale date has passed.
        let b = engine.check(doc(P.start("b", at: 120), 2))
        #expect(b.state == .active)
        #expect(b.arrival == P.at(120))
        #expect(engine.system.activity("a")?.state == .stale)
        // A rejected payload does not move the clock.
        let rejected = engine.check(doc(P.update("b", at: 600, state: ["delay": 1]), 3))
        #expect(rejected.verdict.code == .rejectedKeyNotFound)
        #expect(engine.clock == P.at(120))
        // More than 8 h ahead of the clock: ignored, the clock stays.
        #expect(engine.check(doc(P.update("b", at: 120 + 8 * 3600 + 1), 4)).verdict.code == .ignoredFutureTimestamp)
        #expect(engine.clock == P.at(120))
        // Just under 8 h: applied, and the clock moves there.
        let late = 7 * 3600 + 59 * 60.0
        #expect(engine.check(doc(P.update("a", at: late), 5)).verdict.isApplied)
        #expect(engine.clock == P.at(late))
        // A push arriving after the 8-hour mark finds the activity ended by the system.
        let afterLimit = engine.check(doc(P.update("a", at: 8 * 3600 + 60), 6))
        #expect(afterLimit.verdict.code == .ignoredAfterEnd)
        #expect(afterLimit.verdict.rejection?.message.contains("time-limit") == true)
    }

    @Test func aMillisecondFirstTimestampStartsTheClockAtItsSeconds() {
        let millis = JSONValue.number(JSONNumber(P.t0.timeIntervalSince1970 * 1000))
        let results = LintEngine.run([Self.stream(P.update(nil, at: 0, timestamp: millis), P.start(at: 0))])
        #expect(results.map(\.verdict.code) == [.ignoredFutureTimestamp, nil])
        #expect(results[1].arrival == P.t0)
    }

    /// Absurd numbers get messages, not crashes.
    @Test func absurdTimesAreJudgedCalmly() {
        let huge = JSONValue.number(JSONNumber(literal: "1e300", double: 1e300))
        let tiny = JSONValue.number(JSONNumber(literal: "-1e300", double: -1e300))
        let results = LintEngine.run([Self.stream(
            P.start(at: 0, state: ["currentStop": "a", "nextStop": "b", "nextStopTime": huge, "remainingTime": 1, "delay": 0, "occupancy": "low", "phase": "inProgress", "progress": 0]),
            P.update(at: 0, timestamp: huge), P.update(at: 0, timestamp: tiny), P.end(at: 10, dismissal: huge)
        )])
        #expect(results.map(\.verdict.code) == [nil, .ignoredFutureTimestamp, .ignoredOlderTimestamp, nil])
        #expect(results[1].verdict.rejection?.message.contains("thousands of years ahead") == true)
        #expect(results[3].state == .ended)
    }

    @Test func filesAreOneStream() {
        let a = LintInput(name: "a.ndjson", text: Self.text(P.start(at: 0)))
        let b = LintInput(name: "b.ndjson", text: Self.text(P.update(at: 30)) + "\n" + Self.text(P.end(at: 60)))
        let results = LintEngine.run([a, b])
        #expect(results.map(\.file) == ["a.ndjson", "b.ndjson", "b.ndjson"])
        #expect(results.map(\.line) == [1, 1, 2])
        #expect(results.map(\.state) == [.active, .active, .ended])
        #expect(LintEngine.exitCode(results) == 0)
    }

    @Test func endWithAPastDismissalDateIsDismissedAfterThePayload() {
        let results = LintEngine.run([Self.stream(P.start(at: 0), P.end(at: 60, dismissal: P.unix(0)))])
        #expect(results.map(\.state) == [.active, .dismissed])
    }

    // MARK: Output

    @Test func textOutput() {
        let results = LintEngine.run([Self.stream(P.start(at: 0), P.update(at: 30, state: ["delay": 1]), P.update(at: 60, alert: ["titel": "x", "body": "y"]))]
            + [LintInput(name: "-", text: "{oops\n")])
        #expect(LintFormatter.text(results[0]) == "s.ndjson:1: applied start trip (active)")
        #expect(LintFormatter.text(results[1]).hasPrefix("s.ndjson:2: rejected REJECTED_KEY_NOT_FOUND update trip (active): content-state.currentStop: missing"))
        #expect(LintFormatter.text(results[2]) == """
            s.ndjson:3: applied update trip (active)
              warning WARN_UNKNOWN_KEYS: aps.alert.titel (did you mean aps.alert.title?) is not an ActivityKit key; iOS ignores it
            """)
        #expect(LintFormatter.text(results[3]).hasPrefix("-:1: rejected REJECTED_INVALID_JSON: invalid JSON: "))
        #expect(LintFormatter.summary(results) == "4 payloads: 2 applied, 0 ignored, 2 rejected")
        #expect(LintEngine.exitCode(results) == 1)
    }

    @Test func jsonOutput() {
        let results = LintEngine.run([Self.stream(P.start(at: 0), P.update(at: -30), P.update(nil, at: 40, state: ["delay": 2]))])
        #expect(LintFormatter.json(results[0]) == #"{"file":"s.ndjson","line":1,"verdict":"applied","code":null,"message":null,"warnings":[],"activity-id":"trip","state":"active"}"#)
        let ignored = try? JSONParser.parse(LintFormatter.json(results[1])).objectValue
        #expect(ignored?["verdict"] == "ignored")
        #expect(ignored?["code"] == "IGNORED_OLDER_TIMESTAMP")
        #expect(ignored?["state"] == "active")
        #expect(ignored?.keys == ["file", "line", "verdict", "code", "message", "warnings", "activity-id", "state"])
        let rejected = try? JSONParser.parse(LintFormatter.json(results[2])).objectValue
        #expect(rejected?["verdict"] == "rejected")
        #expect(rejected?["activity-id"] == "trip")
        let none = LintEngine.run([LintInput(name: "x", text: "[]")])
        let noActivity = try? JSONParser.parse(LintFormatter.json(none[0])).objectValue
        #expect(noActivity?["activity-id"] == .null)
        #expect(noActivity?["state"] == .null)
    }

    @Test func outputEscapesHostileText() {
        let hostile = "trip\u{202E}\u{1B}[2J"
        let results = LintEngine.run([LintInput(name: "evil\u{1B}]0;x\u{7}.ndjson", text: Self.text(P.start(hostile, at: 0)))])
        let text = LintFormatter.text(results[0])
        let json = LintFormatter.json(results[0])
        for output in text.split(separator: "\n").map(String.init) + [json] {
            #expect(!output.unicodeScalars.contains { ControlCharacters.isControl($0) }, "\(output)")
        }
        #expect((try? JSONParser.parse(json))?.objectValue?["activity-id"] == .string(hostile))
    }

    @Test func exitCodes() {
        #expect(LintEngine.exitCode([]) == 0)
        #expect(LintEngine.exitCode(LintEngine.run([Self.stream(P.start(at: 0))])) == 0)
        #expect(LintEngine.exitCode(LintEngine.run([Self.stream(P.start(at: 0), P.update(at: -1))])) == 1)
    }

    // MARK: Arguments

    @Test(arguments: [
        ([], LintArguments(inputs: ["-"])),
        (["a.ndjson", "-", "b.json"], LintArguments(inputs: ["a.ndjson", "-", "b.json"])),
        (["--json", "--schema", "s.json", "--schema=t.json", "x"], LintArguments(schemaFiles: ["s.json", "t.json"], json: true, inputs: ["x"])),
        (["--", "--json"], LintArguments(inputs: ["--json"])),
        (["-h"], LintArguments(help: true, inputs: ["-"])),
    ])
    func parsesArguments(arguments: [String], expected: LintArguments) throws {
        #expect(try LintArguments.parse(arguments) == expected)
    }

    @Test(arguments: [["--schema"], ["--schema="], ["--bogus"], ["-x"], ["-", "-"]])
    func usageErrors(arguments: [String]) {
        #expect(throws: LintUsageError.self) { try LintArguments.parse(arguments) }
    }

    // MARK: One code path

    /// The dashboard (AppReducer) and lint give every fixture line the same verdict: a line
    /// lint does not apply gets a socket reply with the same code, an applied one none.
    @Test(arguments: PayloadFixtureTests.fixtures.map(\.name))
    func dashboardAgreesWithLint(name: String) throws {
        let input = LintInput(name: name, bytes: try FixtureFiles.bytes("payloads/\(name)"))
        let documents = DocumentSplitter.documents(in: input)
        let results = LintEngine.run([input])
        var model = AppModel()
        for (document, result) in zip(documents, results) {
            let line = IncomingLine(body: document.body, source: .socket(client: 7), number: document.line)
            let effects = AppReducer.update(&model, .line(line), now: result.arrival)
            let codes = effects.compactMap { effect -> String? in
                guard case .reply(.socket(client: 7), let reply) = effect else { return nil }
                return reply.objectValue?["code"]?.stringValue
            }
            #expect(codes == (result.verdict.code.map { [$0.rawValue] } ?? []), "\(name) line \(document.line)")
        }
    }
}
