import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSimulator

@Suite struct PushEncoderTests {
    let start = Date(timeIntervalSince1970: 1_764_421_200)

    /// The push a line decodes to, without what only decoding adds (the measured sizes, the
    /// topic as sent) and with the origin of the push it came from.
    func decode(_ line: String, local: Bool = false) -> Push? {
        guard var push = try? PushDecoder.decode(bytes: Array(line.utf8)).get() else { return nil }
        push.measuredBodyBytes = nil
        push.writtenBytes = nil
        push.topic = nil
        push.isLocal = local
        return push
    }

    @Test func writesEveryApsKeyInApplesOrderAndTheEnvelope() {
        var push = Push(event: .start, activityID: "a-1", app: "com.example.app", timestamp: start)
        push.contentState = JSONNode(JSONObject([("status", "preparing")]))
        push.staleDate = start.addingTimeInterval(600)
        push.dismissalDate = start.addingTimeInterval(900)
        push.relevanceScore = 50
        push.alert = ActivityAlert(title: "T", body: "B", sound: "default")
        push.attributesType = "DeliveryAttributes"
        push.attributes = JSONNode(JSONObject([("orderId", "1234")]))
        push.inputPushToken = true
        #expect(PushEncoder.line(push) == """
            {"aps":{"timestamp":1764421200,"event":"start","content-state":{"status":"preparing"},\
            "stale-date":1764421800,"dismissal-date":1764422100,"relevance-score":50,\
            "alert":{"title":"T","body":"B","sound":"default"},"attributes-type":"DeliveryAttributes",\
            "attributes":{"orderId":"1234"},"input-push-token":1},"activity-id":"a-1",\
            "topic":"com.example.app.push-type.liveactivity"}
            """)
        push.channelID = "match-7"
        push.priority = 5
        push.inputPushChannel = "c"
        #expect(PushEncoder.line(push).hasSuffix(#""input-push-channel":"c"},"activity-id":"a-1","topic":"com.example.app.push-type.liveactivity","channel-id":"match-7","priority":5}"#))
    }

    @Test func writesOnlyTheKeysThatAreSet() {
        let push = Push(event: .end)
        #expect(PushEncoder.line(push) == #"{"aps":{"event":"end"}}"#)
        var alertOnly = Push(event: .update, timestamp: start)
        alertOnly.alert = ActivityAlert(body: "only a body")
        #expect(PushEncoder.line(alertOnly) == #"{"aps":{"timestamp":1764421200,"event":"update","alert":{"body":"only a body"}}}"#)
    }

    @Test func datesAreUnixSecondsIntegerWhenWhole() {
        #expect(PushEncoder.unixSeconds(start) == .number(JSONNumber(literal: "1764421200", double: 1_764_421_200)))
        let half = Date(timeIntervalSince1970: 1_764_421_200.5)
        #expect(PushEncoder.unixSeconds(half)?.numberValue?.literal == "1764421200.5")
        #expect(PushEncoder.record(Push(event: .end)).last == 0x0A)
    }

    @Test func numbersJSONCannotHoldAreLeftOut() {
        var push = Push(event: .update, timestamp: Date(timeIntervalSince1970: .infinity))
        push.staleDate = Date(timeIntervalSince1970: .nan)
        push.relevanceScore = -.infinity
        #expect(PushEncoder.line(push) == #"{"aps":{"event":"update"}}"#)
    }

    @Test func aBareContentStateIsWrittenAsJustTheState() {
        let state = JSONObject([("delay", 2), ("phase", "inProgress")])
        let push = Push(event: .update, contentState: state, isBareContentState: true)
        #expect(PushEncoder.line(push) == #"{"delay":2,"phase":"inProgress"}"#)
        #expect(decode(PushEncoder.line(push), local: push.isLocal) == push)
    }

    @Test func stringsAreEscapedOnOneLine() {
        var push = Push(event: .update, activityID: "x", timestamp: start)
        push.contentState = JSONNode(JSONObject([("currentStop", "\u{1B}[31mParadeplatz\n\u{7}")]))
        let line = PushEncoder.line(push)
        #expect(!line.contains("\n"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
        #expect(line.contains(#"\u001b[31mParadeplatz\n\u0007"#))
        #expect(decode(line) == push)
    }

    @Test func decodingAnEncodedPushGivesItBack() {
        var push = Push(event: .update, activityID: "id", app: "app", timestamp: start)
        push.contentState = JSONNode(JSONObject([("progress", 0.125), ("nested", ["a": [1, 2.5, true, nil]])]))
        push.staleDate = start.addingTimeInterval(120)
        push.dismissalDate = start
        push.relevanceScore = 0.75
        push.alert = ActivityAlert()
        push.inputPushToken = true
        #expect(decode(PushEncoder.line(push), local: push.isLocal) == push)
    }

    @Test(arguments: SimulationKind.allCases, [0, 1, 42] as [UInt64])
    func everySimulatedPushRoundTrips(kind: SimulationKind, seed: UInt64) {
        let set = SimulationSet(kind, seed: seed, start: start)
        for push in set.pushes {
            let line = PushEncoder.line(push)
            #expect(decode(line, local: push.isLocal) == push, "\(line)")
        }
    }
}
