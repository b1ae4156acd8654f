import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandText
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

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

    static func run(_ inputs: LintInput..., now: Date? = nil, lone: String? = nil) -> [LintResult] {
        let types = BuiltInTypes.registry
        var loneType: TypeDefinition?
        if let lone, case .found(let definition) = types.lookup(app: nil, type: lone) { loneType = definition }
        return LintEngine.run(inputs, types: types, now: now, loneType: loneType)
    }

    // MARK: Splitting

    /// Payloads keep their bytes as written: the decoder measures the compact body itself.
    @Test func splitsNDJSONAndDocumentsThatSpanLines() {
        let text = "{\"a\":1}\r\n\n{\n  \"aps\": {\n    \"event\": \"update\"\n  }\n}\n{\"b\":\n{\"c\":3}\n[1,\n 2]\n{\"d\":4} trailing\n   \n"
        let documents = DocumentSplitter.documents(in: LintInput(name: "f", text: text))
        #expect(documents.map(\.line) == [1, 3, 8, 9, 10, 12])
        #expect(documents.map(\.lineCount) == [1, 5, 1, 1, 2, 1])
        #expect(documents.map(Self.bodyText) == ["{\"a\":1}", "{\n  \"aps\": {\n    \"event\": \"update\"\n  }\n}", "{\"b\":", "{\"c\":3}",
                                                 "[1,\n 2]", "{\"d\":4} trailing"])
    }

    /// Lines handed over one by one give the same payloads, each as soon as it is complete.
    @Test func splittingStreamsLineByLine() {
        var splitter = DocumentSplitter(file: "f")
        #expect(splitter.add(line: Array("{\"a\":1}".utf8)).map(\.line) == [1])
        #expect(splitter.add(line: Array("{".utf8)).isEmpty)
        #expect(splitter.add(line: Array("  \"b\": 2".utf8)).isEmpty)
        #expect(splitter.add(line: Array("}".utf8)).map(\.line) == [2])
        #expect(splitter.add(tooLong: 70_000).map(\.body) == [.tooLong(byteCount: 70_000)])
        #expect(splitter.finish().isEmpty)
    }

    @Test func byteOrderMarkIsNotPartOfThePayload() {
        let documents = DocumentSplitter.documents(in: LintInput(name: "f", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n".utf8)))
        #expect(documents.map(Self.bodyText) == ["{\"a\":1}"])
    }

    @Test func jqStylePrettyDocumentsFollowEachOther() throws {
        let results = Self.run(LintInput(name: "p.json", bytes: try FixtureFiles.bytes("payloads/applied__pretty-printed.json")))
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

    /// A `--record` file's lines are payloads with their recorded arrival.
    @Test func recordedLinesArriveWhenTheyWereRecorded() {
        let record = RecordedLine(arrival: P.at(42), source: .socket(client: 1), number: 3, body: P.start(at: 0).body).line
        let documents = DocumentSplitter.documents(in: LintInput(name: "r", text: record + "\n"))
        #expect(documents.first?.arrival == P.at(42))
        #expect(documents.first?.body == P.start(at: 0).body)
    }

    // MARK: The device clock

    static func doc(_ line: IncomingLine, _ number: Int) -> LintDocument {
        LintDocument(file: "f", line: number, body: line.body)
    }

    /// Every payload arrives at its own timestamp; what time does in between happens at every
    /// arrival, applied or not.
    @Test func payloadsArriveAtTheirTimestamps() {
        var engine = LintEngine(types: BuiltInTypes.registry)
        #expect(engine.check(Self.doc(P.start("a", at: 0, stale: 60), 1)).state == .active)
        #expect(engine.clock.now == P.t0)
        let b = engine.check(Self.doc(P.start("b", at: 120), 2))
        #expect(b.arrival == P.at(120))
        #expect(engine.system.activity("a")?.state == .stale)
        // A rejected payload still arrives: its time is the device's time.
        let rejected = engine.check(Self.doc(P.update("b", at: 600, state: ["delay": 1]), 3))
        #expect(rejected.verdict.code == .rejectedKeyNotFound)
        #expect(engine.clock.now == P.at(600))
    }

    /// A push 8 h 1 min after the start finds the activity ended by the system's limit —
    /// not "in the future" — and the state says so.
    @Test func aPushAfterTheEightHourLimitFindsItEnded() {
        let late = LiveActivitySystem.activeLimit + 60
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: late)))
        #expect(results[1].verdict.code == .ignoredAfterEnd)
        #expect(results[1].verdict.rejection?.english.contains("time-limit") == true)
        #expect(results[1].state == .ended)
        #expect(results[1].activityID == "trip")
    }

    /// The limit crossed with pushes in between, and over a night with none: a valid start
    /// nine hours after an earlier activity is applied.
    @Test func limitsAreCrossedWithAndWithoutPushesBetween() {
        let hourly = (1...9).map { P.update(at: Double($0) * 3600) }
        let withPushes = LintEngine.run([LintInput(name: "h", text: ([P.start(at: 0)] + hourly).map(Self.text).joined(separator: "\n"))],
                                        types: BuiltInTypes.registry)
        #expect(withPushes.prefix(8).allSatisfy { $0.verdict.isApplied })
        #expect(withPushes[8].verdict.code == .ignoredAfterEnd, "the ninth hour is past the limit")
        let overnight = Self.run(Self.stream(P.start("evening", at: 0), P.start("morning", at: 9 * 3600)))
        #expect(overnight.map(\.verdict.isApplied) == [true, true])
        #expect(overnight[1].state == .active)
        let afterTwelve = Self.run(Self.stream(P.start(at: 0), P.start("next", at: 13 * 3600)))
        #expect(afterTwelve[1].verdict.isApplied)
    }

    /// A start without a timestamp, and no other payload to tell the time: nothing is judged
    /// by time, and a correct Date is not called milliseconds.
    @Test func withoutAnyTimestampTheClockIsUnknown() throws {
        var object = try #require(JSONParser.parse(Self.text(P.start(at: 0))).objectValue)
        var aps = try #require(object["aps"]?.objectValue)
        aps["timestamp"] = nil
        object["aps"] = .object(aps)
        let results = Self.run(LintInput(name: "n", text: JSONWriter.string(.object(object))))
        #expect(results[0].verdict.isApplied)
        #expect(results[0].arrival == nil)
        #expect(results[0].warnings.allSatisfy { $0.code != .timestampLooksLikeMilliseconds && $0.code != .dateLooksLikeUnixEpoch })
    }

    /// A millisecond timestamp is no clock: it arrives with the payload before it and is ahead.
    @Test func aMillisecondTimestampIsJudgedAgainstTheClock() {
        let millis = JSONValue.number(JSONNumber(P.t0.timeIntervalSince1970 * 1000 + 30_000))
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: 30, timestamp: millis)))
        #expect(results.map(\.verdict.code) == [nil, .ignoredFutureTimestamp])
        #expect(results[1].arrival == P.t0)
    }

    /// `--now`: the device clock is given; timestamps are judged against it.
    @Test func anExplicitClockJudgesTimestamps() {
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: 9 * 3600)), now: P.t0)
        #expect(results.map(\.verdict.code) == [nil, .ignoredFutureTimestamp])
        #expect(results[1].verdict.rejection?.english.contains("9 h ahead") == true)
    }

    /// Absurd numbers get messages, not crashes.
    @Test func absurdTimesAreJudgedCalmly() {
        let huge = JSONValue.number(JSONNumber(literal: "1e300", double: 1e300))
        let tiny = JSONValue.number(JSONNumber(literal: "-1e300", double: -1e300))
        let results = Self.run(Self.stream(
            P.start(at: 0, state: ["currentStop": "a", "nextStop": "b", "nextStopTime": huge, "remainingTime": 1, "delay": 0, "occupancy": "low", "phase": "inProgress", "progress": 0]),
            P.update(at: 0, timestamp: huge), P.update(at: 0, timestamp: tiny), P.end(at: 10, dismissal: huge)
        ))
        #expect(results.map(\.verdict.code) == [nil, .ignoredFutureTimestamp, .ignoredOlderTimestamp, nil])
        #expect(results[0].warnings.contains { $0.code == .valueOutOfRange })
        #expect(results[1].verdict.rejection?.english.contains("thousands of years ahead") == true)
        #expect(results[3].state == .ended)
    }

    @Test func filesAreOneStream() {
        let a = LintInput(name: "a.ndjson", text: Self.text(P.start(at: 0)))
        let b = LintInput(name: "b.ndjson", text: Self.text(P.update(at: 30)) + "\n" + Self.text(P.end(at: 60)))
        let results = Self.run(a, b)
        #expect(results.map(\.file) == ["a.ndjson", "b.ndjson", "b.ndjson"])
        #expect(results.map(\.line) == [1, 1, 2])
        #expect(results.map(\.state) == [.active, .active, .ended])
        #expect(LintEngine.exitCode(results) == 0)
    }

    @Test func endWithAPastDismissalDateIsDismissedAfterThePayload() {
        let results = Self.run(Self.stream(P.start(at: 0), P.end(at: 60, dismissal: P.unix(0))))
        #expect(results.map(\.state) == [.active, .dismissed])
    }

    // MARK: Every verdict names its target, every problem is listed

    /// A payload rejected as a whole still names the activity it was for and its state.
    @Test func aRejectedPayloadNamesItsActivity() {
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: 30, timestamp: "soon")))
        #expect(results[1].verdict.code == .rejectedTypeMismatch)
        #expect(results[1].activityID == "trip")
        #expect(results[1].state == .active)
        let unknownEvent = Self.run(LintInput(name: "e", text: Self.text(P.start(at: 0)) + "\n{\"activity-id\":\"trip\",\"aps\":{\"event\":\"pause\",\"timestamp\":1764417630}}"))
        #expect(unknownEvent[1].verdict.code == .rejectedUnknownEvent)
        #expect(unknownEvent[1].activityID == "trip")
        #expect(unknownEvent[1].state == .active)
    }

    /// A start with a millisecond timestamp and no alert: both problems, the first the verdict.
    @Test func everyProblemOfAPayloadIsListed() {
        let millis = JSONValue.number(JSONNumber(P.t0.timeIntervalSince1970 * 1000))
        let results = Self.run(Self.stream(P.start("a", at: 0), P.update("b", at: 0, timestamp: millis)),
                               Self.stream(P.start("c", at: 60, alert: nil)))
        let start = P.line(P.envelope("d", app: nil), aps: [
            ("timestamp", millis), ("event", "start"), ("attributes-type", "TripLiveActivityAttributes"),
            ("attributes", P.tripAttributes), ("content-state", ["delay": "3"]),
        ])
        let both = Self.run(Self.stream(P.start("a", at: 0), start))
        #expect(results[2].verdict.code == .rejectedStartMissingAlert)
        let verdict = both[1]
        #expect(verdict.verdict.code == .ignoredFutureTimestamp)
        let codes = verdict.problems.map(\.code)
        #expect(codes.contains(.rejectedStartMissingAlert))
        #expect(codes.contains(.rejectedTypeMismatch), "content-state.delay is a string")
        #expect(codes.contains(.rejectedKeyNotFound), "content-state misses its other fields")
    }

    // MARK: Lone payloads

    /// `lint --type NAME`: an update with no start in front is checked against the type.
    @Test func loneUpdatesAreCheckedAgainstAType() {
        let good = Self.run(Self.stream(P.update(at: 0), P.end(at: 60)), lone: "TripLiveActivityAttributes")
        #expect(good.map(\.verdict.isApplied) == [true, true])
        #expect(good.map(\.state) == [.active, .ended])
        let bad = Self.run(Self.stream(P.update(at: 0, state: ["delay": 1])), lone: "TripLiveActivityAttributes")
        #expect(bad[0].verdict.code == .rejectedKeyNotFound)
        let bare = Self.run(LintInput(name: "b", text: JSONWriter.string(P.tripState(delay: 2))), lone: "TripLiveActivityAttributes")
        #expect(bare[0].verdict.isApplied)
        #expect(bare[0].warnings.contains { $0.code == .bareContentState })
        let without = Self.run(Self.stream(P.update(at: 0)))
        #expect(without[0].verdict.code == .rejectedNoActivity)
    }

    // MARK: Output

    @Test func textOutput() {
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: 30, state: ["delay": 1]), P.update(at: 60, alert: ["titel": "x", "body": "y"])),
                               LintInput(name: "-", text: "{oops\n"))
        #expect(LintFormatter.text(results[0]) == "s.ndjson:1: applied start trip (active)")
        #expect(LintFormatter.text(results[1]).hasPrefix("s.ndjson:2: rejected REJECTED_KEY_NOT_FOUND update trip (active): content-state.currentStop: missing"))
        #expect(LintFormatter.text(results[1]).contains("\n  also REJECTED_KEY_NOT_FOUND: content-state.nextStop: missing"))
        #expect(LintFormatter.text(results[2]) == """
            s.ndjson:3: applied update trip (active)
              warning WARN_UNKNOWN_KEYS: aps.alert.titel (did you mean aps.alert.title?) is not an ActivityKit key; iOS ignores it
              warning WARN_ALERT_WITHOUT_TITLE: aps.alert has a body but no title: the alert shows without a headline; add "title"
            """)
        #expect(LintFormatter.text(results[3]).hasPrefix("-:1: rejected REJECTED_INVALID_JSON: invalid JSON: "))
        #expect(LintFormatter.summary(results) == "4 payloads: 2 applied, 0 ignored, 2 rejected")
        #expect(LintEngine.exitCode(results) == 1)
    }

    @Test func jsonOutput() throws {
        let results = Self.run(Self.stream(P.start(at: 0), P.update(at: -30), P.update(nil, at: 40, state: ["delay": 2])))
        #expect(LintFormatter.json(results[0]) == #"{"file":"s.ndjson","line":1,"verdict":"applied","code":null,"message":null,"problems":[],"warnings":[],"activity-id":"trip","state":"active"}"#)
        let ignored = try JSONParser.parse(LintFormatter.json(results[1])).objectValue
        #expect(ignored?["verdict"] == "ignored")
        #expect(ignored?["code"] == "IGNORED_OLDER_TIMESTAMP")
        #expect(ignored?["state"] == "active")
        #expect(ignored?.keys == ["file", "line", "verdict", "code", "message", "problems", "warnings", "activity-id", "state"])
        let rejected = try JSONParser.parse(LintFormatter.json(results[2])).objectValue
        #expect(rejected?["verdict"] == "rejected")
        #expect(rejected?["activity-id"] == "trip")
        let problems = try #require(rejected?["problems"]?.arrayValue)
        #expect(problems.count > 1)
        #expect(problems.first?.objectValue?["blocking"] == true)
        let none = Self.run(LintInput(name: "x", text: "[]"))
        let noActivity = try JSONParser.parse(LintFormatter.json(none[0])).objectValue
        #expect(noActivity?["activity-id"] == .null)
        #expect(noActivity?["state"] == .null)
    }

    @Test func outputEscapesHostileText() {
        let hostile = "trip\u{202E}\u{1B}[2J"
        let results = Self.run(LintInput(name: "evil\u{1B}]0;x\u{7}.ndjson", text: Self.text(P.start(hostile, at: 0)) + "\n{\"a\u{1B}]52;c;x\u{7}\n\"b\":1}\n"))
        for result in results {
            for output in LintFormatter.text(result).split(separator: "\n").map(String.init) + [LintFormatter.json(result)] {
                #expect(!output.unicodeScalars.contains { ControlCharacters.isControl($0) }, "\(output)")
            }
        }
        #expect((try? JSONParser.parse(LintFormatter.json(results[0])))?.objectValue?["activity-id"] == .string(hostile))
    }

    @Test func exitCodes() {
        #expect(LintEngine.exitCode([]) == 0)
        #expect(LintEngine.exitCode(Self.run(Self.stream(P.start(at: 0)))) == 0)
        #expect(LintEngine.exitCode(Self.run(Self.stream(P.start(at: 0), P.update(at: -1)))) == 1)
    }

    // MARK: One code path

    /// The dashboard (AppReducer) and lint give every fixture line the same verdict: a line
    /// lint does not apply gets a socket reply with the same code, an applied one none.
    @Test(arguments: PayloadFixtureTests.fixtures.map(\.name))
    func dashboardAgreesWithLint(name: String) throws {
        let input = LintInput(name: name, bytes: try FixtureFiles.bytes("payloads/\(name)"))
        let documents = DocumentSplitter.documents(in: input)
        let results = Self.run(input)
        var model = AppModel(system: BuiltInTypes.system())
        for (document, result) in zip(documents, results) {
            let line = IncomingLine(body: document.body, source: .socket(client: 7), number: document.line)
            let effects = AppReducer.update(&model, .line(line), now: result.arrival ?? P.t0)
            let codes = effects.compactMap { effect -> String? in
                guard case .reply(.socket(client: 7), let reply) = effect else { return nil }
                return reply.json.objectValue?["code"]?.stringValue
            }
            #expect(codes == (result.verdict.code.map { [$0.rawValue] } ?? []), "\(name) line \(document.line)")
        }
    }
}
