import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON

/// A Most-Recent-Message-Stored channel hands its last broadcast to an activity that
/// subscribes after it was sent; a No-Message-Stored channel hands nothing.
@Suite struct StoredBroadcastTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)

    static func start(_ id: String, channel: String, timestamp: Int = 1_764_421_200) -> String {
        #"{"activity-id":"\#(id)","aps":{"timestamp":\#(timestamp),"event":"start","input-push-channel":"\#(channel)","attributes-type":"Generic","attributes":{"a":1},"content-state":{"n":1},"alert":{"title":"t","body":"b"}}}"#
    }

    static func broadcast(_ n: Int, channel: String, stores: Bool, request: Int, timestamp: Int = 1_764_421_210) -> AppEvent {
        let body = #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"n":\#(n)}}}"#
        let delivery = APNsDelivery(request: request, deviceToken: "", topic: PushTokenTests.topic, priority: 10, apnsID: "b-\(request)",
                                    channelID: channel, storesMessage: stores)
        return .line(IncomingLine(body: .bytes(Array(body.utf8)), source: .apns(delivery), number: 0))
    }

    static func model() -> AppModel {
        var model = AppModel()
        model.pushTokens = PushTokenAnnouncer()
        return model
    }

    @Test func aLateSubscriberGetsTheStoredMessage() throws {
        var model = Self.model()
        // Sent before anyone subscribed: nothing to reach, but the channel keeps it (the newer one).
        _ = AppReducer.update(&model, Self.broadcast(4, channel: "ch", stores: true, request: 1), now: Self.now)
        let none = AppReducer.update(&model, Self.broadcast(5, channel: "ch", stores: true, request: 2, timestamp: 1_764_421_220), now: Self.now)
        #expect(PushTokenTests.reply(none)?["code"]?.stringValue == "REJECTED_NO_ACTIVITY")
        let started = AppReducer.update(&model, PushTokenTests.line(Self.start("late", channel: "ch"), token: PushToken.pushToStart, request: 3),
                                        now: Self.now.addingTimeInterval(30))
        #expect(PushTokenTests.reply(started)?["verdict"]?.stringValue == "applied")
        #expect(model.system.activity("late")?.contentState["n"] == .int(5), "the stored (most recent) broadcast is applied")
        #expect(model.log.entries.contains { "\($0.message)".contains("handed to") && $0.activityID == "late" })
    }

    @Test func aNoMessageStoredChannelHandsNothing() {
        var model = Self.model()
        _ = AppReducer.update(&model, Self.broadcast(5, channel: "quiet", stores: false, request: 1), now: Self.now)
        _ = AppReducer.update(&model, PushTokenTests.line(Self.start("late", channel: "quiet"), token: PushToken.pushToStart, request: 2),
                              now: Self.now.addingTimeInterval(30))
        #expect(model.system.activity("late")?.contentState["n"] == .int(1))
    }

    /// The stored message is judged as any update: one older than the start's content is
    /// ignored, as iOS ignores an older timestamp.
    @Test func aStoredMessageOlderThanTheStartIsIgnored() {
        var model = Self.model()
        _ = AppReducer.update(&model, Self.broadcast(5, channel: "ch", stores: true, request: 1), now: Self.now)
        _ = AppReducer.update(&model, PushTokenTests.line(Self.start("late", channel: "ch", timestamp: 1_764_421_300), token: PushToken.pushToStart, request: 2),
                              now: Self.now.addingTimeInterval(100))
        #expect(model.system.activity("late")?.contentState["n"] == .int(1))
        #expect(model.log.entries.contains { $0.activityID == "late" && "\($0.message)".contains("ignoredOlderTimestamp") })
    }

    @Test func aRecordedBroadcastKeepsItsChannel() throws {
        guard case .line(let line) = Self.broadcast(5, channel: "ch", stores: true, request: 1) else { return }
        let record = RecordedLine(arrival: Self.now, input: .line(line))
        let object = try #require(try JSONParser.parse(record.line).objectValue)
        let read = try #require(RecordedLine(object))
        guard case .line(let back) = read.input, case .apns(let delivery) = back.source else { Issue.record("not an APNs line"); return }
        #expect(delivery.channelID == "ch" && delivery.storesMessage)
    }
}
