import Foundation
import Testing
@testable import IslandCore
@testable import IslandText
@testable import IslandJSON
@testable import IslandTypes

@Suite struct PushDecoderTests {
    /// The push, or its first problem (the verdict a line gets for it).
    static func decode(_ text: String) -> Result<Push, Rejection> {
        PushDecoder.decode(IncomingLine(text)).flatMap { push in
            push.problems.first.map { .failure($0) } ?? .success(push)
        }
    }

    static func push(_ text: String) throws -> Push {
        try decode(text).get()
    }

    @Test func readsEveryAPSKey() throws {
        let push = try Self.push(#"""
            {"activity-id":"a1","topic":"com.example.app.push-type.liveactivity","aps":{"timestamp":1764417600,"event":"start",
            "content-state":{"x":1},"stale-date":1764418200,"dismissal-date":1764420000,"relevance-score":50.5,
            "alert":{"title":"T","body":"B","sound":"chime.aiff"},"attributes-type":"Foo","attributes":{"id":"7"},"input-push-token":1}}
            """#.replacingOccurrences(of: "\n", with: ""))
        #expect(push.event == .start)
        #expect(push.activityID == "a1")
        #expect(push.app == "com.example.app")
        #expect(push.timestamp == Date(timeIntervalSince1970: 1_764_417_600))
        #expect(push.contentState == JSONNode(obj(["x": 1])))
        #expect(push.staleDate == Date(timeIntervalSince1970: 1_764_418_200))
        #expect(push.dismissalDate == Date(timeIntervalSince1970: 1_764_420_000))
        #expect(push.relevanceScore == 50.5)
        #expect(push.alert == ActivityAlert(title: "T", body: "B", sound: "chime.aiff"))
        #expect(push.attributesType == "Foo")
        #expect(push.attributes == JSONNode(obj(["id": "7"])))
        #expect(push.inputPushToken)
        #expect(!push.isBareContentState)
        #expect(push.warnings.isEmpty)
        #expect(push.contentBytes == #"{"id":"7"}"#.utf8.count + #"{"x":1}"#.utf8.count)
    }

    @Test func appFromSimulatorTargetBundle() throws {
        let push = try Self.push(#"{"Simulator Target Bundle":"com.example.board","aps":{"event":"update","content-state":{}}}"#)
        #expect(push.app == "com.example.board")
        #expect(push.timestamp == nil)
        #expect(push.contentBytes == 2)
    }

    @Test func bareContentState() throws {
        let push = try Self.push(#"{"delay":3}"#)
        #expect(push.isBareContentState)
        #expect(push.event == .update)
        #expect(push.timestamp == nil)
        #expect(push.contentState == JSONNode(obj(["delay": 3])))
        let unwrapped = try Self.push(#"{"event":"update","content-state":{"delay":3}}"#)
        #expect(unwrapped.warnings.first?.english.contains("wrap a push payload") == true)
    }

    /// A wrong JSON type for any key is a rejection naming the key.
    @Test(arguments: [
        (#"{"aps":3}"#, "aps: expected an object"),
        (#"{"aps":{"event":3}}"#, "aps.event: expected a string"),
        (#"{"aps":{"event":"update","timestamp":"soon"}}"#, "aps.timestamp: expected a number of Unix seconds, got a string \"soon\""),
        (#"{"aps":{"event":"update","content-state":[1]}}"#, "aps.content-state: expected an object, got an array"),
        (#"{"aps":{"event":"update","content-state":null}}"#, "aps.content-state: expected an object, got null"),
        (#"{"aps":{"event":"update","stale-date":"x"}}"#, "aps.stale-date: expected a number"),
        (#"{"aps":{"event":"end","dismissal-date":true}}"#, "aps.dismissal-date: expected a number"),
        (#"{"aps":{"event":"update","relevance-score":"high"}}"#, "aps.relevance-score: expected a number"),
        (#"{"aps":{"event":"update","alert":3}}"#, "aps.alert: expected an object"),
        (#"{"aps":{"event":"update","alert":{"title":3}}}"#, "aps.alert.title: expected a string"),
        (#"{"aps":{"event":"update","alert":{"sound":3}}}"#, "aps.alert.sound: expected a sound name"),
        (#"{"aps":{"event":"update","alert":{"loc-key":"%@","loc-args":"x"}}}"#, "aps.alert.loc-args: expected an array"),
        (#"{"aps":{"event":"update","alert":{"title-loc-key":3}}}"#, "aps.alert.title-loc-key: expected a string"),
        (#"{"aps":{"event":"start","attributes-type":3}}"#, "aps.attributes-type: expected a string"),
        (#"{"aps":{"event":"start","attributes":[]}}"#, "aps.attributes: expected an object"),
        (#"{"aps":{"event":"start","input-push-token":"yes"}}"#, "aps.input-push-token: expected a number"),
        (#"{"activity-id":5,"aps":{"event":"update"}}"#, "activity-id: expected a string"),
        (#"{"topic":["a"],"aps":{"event":"update"}}"#, "topic: expected a string"),
        (#"{"Simulator Target Bundle":1,"aps":{"event":"update"}}"#, "\"Simulator Target Bundle\": expected a string"),
    ])
    func wrongTypeNamesTheKey(text: String, message: String) {
        guard case .failure(let rejection) = Self.decode(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(rejection.code == .rejectedTypeMismatch)
        #expect(rejection.english.hasPrefix(message), "\(rejection.english)")
    }

    @Test(arguments: [
        ("", ReasonCode.rejectedInvalidJSON, "blank line"),
        ("   ", .rejectedInvalidJSON, "blank line"),
        ("{\"a\":1,}", .rejectedInvalidJSON, "invalid JSON"),
        ("{\"a\":\"\u{0}\"}", .rejectedInvalidJSON, "NUL byte"),
        ("42", .rejectedNotAnObject, "got the number 42"),
        ("\"aps\"", .rejectedNotAnObject, "got a string"),
        ("null", .rejectedNotAnObject, "got null"),
        (#"{"aps":{}}"#, .rejectedUnknownEvent, "aps.event is missing"),
        (#"{"aps":{"Event":"update"}}"#, .rejectedUnknownEvent, "found \"Event\""),
        (#"{"aps":{"event":"pause"}}"#, .rejectedUnknownEvent, "got \"pause\""),
        (#"{"aps":{"event":"update","alert":{"title":{"loc-args":["x"]}}}}"#, .rejectedKeyNotFound, "aps.alert.title.loc-key: missing"),
    ])
    func malformedLines(text: String, code: ReasonCode, fragment: String) {
        guard case .failure(let rejection) = Self.decode(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(rejection.code == code)
        #expect(rejection.english.contains(fragment), "\(rejection.english)")
    }

    @Test func invalidUTF8IsInvalidJSON() {
        let line = IncomingLine(body: .bytes([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), source: .stdin, number: 1)
        guard case .failure(let rejection) = PushDecoder.decode(line) else {
            Issue.record("accepted")
            return
        }
        #expect(rejection.code == .rejectedInvalidJSON)
        #expect(rejection.english.contains("UTF-8"))
    }

    /// APNs takes a body of 4096 bytes and answers 413 above.
    @Test func apnsBodyLimit() throws {
        func payload(size: Int) -> String {
            let head = #"{"aps":{"event":"update","content-state":{"s":""#
            let tail = #""}}}"#
            return head + String(repeating: "x", count: size - head.utf8.count - tail.utf8.count) + tail
        }
        #expect(payload(size: 4096).utf8.count == 4096)
        #expect((try? Self.push(payload(size: 4096))) != nil)
        guard case .failure(let rejection) = Self.decode(payload(size: 4097)) else {
            Issue.record("4097 bytes accepted")
            return
        }
        #expect(rejection.code == .rejectedTooLarge)
        // A bare content state is no APNs body: only ActivityKit's 4 KB applies, later.
        #expect((try? Self.push(#"{"s":""# + String(repeating: "x", count: 5000) + #""}"#)) != nil)
    }

    @Test(arguments: [
        (#""Abfahrt""#, ActivityAlert(body: "Abfahrt")),
        (#"{"title":"T","body":"B"}"#, ActivityAlert(title: "T", body: "B")),
        (#"{"title":{"loc-key":"%@ is on an adventure!","loc-args":["Power Panda"]},"body":{"loc-key":"%@ found a %@!","loc-args":["Power Panda","sword"]},"sound":"chime.aiff"}"#,
         ActivityAlert(title: "Power Panda is on an adventure!", body: "Power Panda found a sword!", sound: "chime.aiff")),
        (#"{"title-loc-key":"Verspätung +%@ Min.","title-loc-args":["3"],"loc-key":"Nächster Halt: %@","loc-args":["Kunsthalle"]}"#,
         ActivityAlert(title: "Verspätung +3 Min.", body: "Nächster Halt: Kunsthalle")),
        (#"{"loc-key":"%2$@ vor %1$@ — 100%%","loc-args":["A","B"]}"#, ActivityAlert(body: "B vor A — 100%")),
        (#"{"loc-key":"%@ und %@","loc-args":["nur eins"]}"#, ActivityAlert(body: "nur eins und %@")),
        (#"{"loc-key":"%@ Min.","loc-args":[3]}"#, ActivityAlert(body: "3 Min.")),
        (#"{"title":"T","title-loc-key":"L"}"#, ActivityAlert(title: "L")),
        (#"{"body":"B","sound":{"critical":1,"name":"alarm.caf","volume":1.0}}"#, ActivityAlert(body: "B", sound: "alarm.caf")),
    ])
    func alertForms(alert: String, expected: ActivityAlert) throws {
        let push = try Self.push(#"{"aps":{"event":"update","alert":"# + alert + "}}")
        #expect(push.alert == expected)
    }

    @Test func unknownKeysAreWarnedWithSuggestions() throws {
        let push = try Self.push(#"{"aps":{"event":"update","staleDate":1,"content_state":{},"priority":10,"alert":{"titel":"x"}}}"#)
        let messages = push.warnings.filter { $0.code == .unknownKeys }.map(\.english)
        #expect(messages.count == 2)
        #expect(messages[0].contains("aps.staleDate (did you mean aps.stale-date?)"))
        #expect(messages[0].contains("aps.content_state (did you mean aps.content-state?)"))
        #expect(messages[0].contains("aps.priority"))
        #expect(messages[1].contains("aps.alert.titel (did you mean aps.alert.title?)"))
    }

    @Test func controlCharactersInEnvelopeAndAlertAreWarned() throws {
        let push = try Self.push(#"{"activity-id":"a\u001b[2J","aps":{"event":"update","alert":{"body":"\u202eevil"}}}"#)
        let warning = try #require(push.warnings.first { $0.code == .controlCharacters })
        #expect(warning.english.hasPrefix("activity-id and aps.alert.body hold"))
        #expect(!warning.english.unicodeScalars.contains { ControlCharacters.isControl($0) })
    }

    @Test func millisecondDatesAreWarnedButKept() throws {
        let push = try Self.push(#"{"aps":{"event":"update","stale-date":1764418200000,"timestamp":1764417600}}"#)
        #expect(push.warnings.map(\.code) == [.timestampLooksLikeMilliseconds])
        #expect(push.staleDate == Date(timeIntervalSince1970: 1_764_418_200_000))
    }

    @Test func messagesQuoteHostileText() {
        guard case .failure(let rejection) = Self.decode(#"{"aps":{"event":"\u001b]0;pwned\u0007"}}"#) else {
            Issue.record("accepted")
            return
        }
        #expect(!rejection.english.unicodeScalars.contains { ControlCharacters.isControl($0) })
        #expect(rejection.english.contains(#"\u{1B}]0;pwned\u{7}"#))
    }

    @Test func suggestions() {
        #expect(KeySuggestion.nearest(to: "contentState", among: PushDecoder.apsKeys) == "content-state")
        #expect(KeySuggestion.nearest(to: "relevance_score", among: PushDecoder.apsKeys) == "relevance-score")
        #expect(KeySuggestion.nearest(to: "tiemstamp", among: PushDecoder.apsKeys) == "timestamp")
        #expect(KeySuggestion.nearest(to: "priority", among: PushDecoder.apsKeys) == nil)
    }
}

/// The Live Activity topic suffix compared on bytes says what `hasSuffix` says.
@Suite struct LiveActivityTopicTests {
    @Test(arguments: ["com.a.push-type.liveactivity", "com.a", "", ".push-type.liveactivity", "push-type.liveactivity",
                      "é.push-type.liveactivity", "e\u{301}.push-type.liveactivity", "com.a.push-type.liveactivit",
                      "com.a.push-type.liveactivity\u{301}", "🇩🇪.push-type.liveactivity", "com.a.PUSH-TYPE.LIVEACTIVITY",
                      "\u{600}.push-type.liveactivity", "a\u{600}.push-type.liveactivity", "\r.push-type.liveactivity"])
    func theByteComparisonIsHasSuffix(topic: String) {
        #expect(PushDecoder.isLiveActivityTopic(topic) == topic.hasSuffix(PushDecoder.liveActivityTopicSuffix))
    }
}
