import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Broadcast end to end with curl: a channel is made (Most Recent Message Stored), two trips
/// start by push-to-start and subscribe to it with `input-push-channel`, one broadcast POST
/// updates both, a late subscriber gets the stored message, `island channels` lists it, a No-Message-Stored channel refuses a non-zero
/// expiration, a start by broadcast is dropped, and the channel is deleted.
@Suite(.serialized, .enabled(if: Curl.hasHTTP2, "curl with HTTP/2 is needed"))
struct APNsBroadcastEndToEndTests {
    let app = "com.example.rnv"

    func curl(_ harness: APNsHarness, _ arguments: [String]) throws -> CurlAnswer {
        try #require(try Curl.run(["--http2-prior-knowledge"] + arguments).first, "no answer from curl")
    }

    func start(_ id: String, channel: String) -> String {
        APNsHarness.trip("start", id: id).replacingOccurrences(of: #""event":"start""#, with: #""event":"start","input-push-channel":"\#(channel)""#)
    }

    @Test func oneBroadcastReachesEverySubscriber() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken())
        let base = "http://127.0.0.1:\(harness.port)"

        let made = try curl(harness, ["-X", "POST", "--data-binary", #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#, "\(base)/1/apps/\(app)/channels"])
        #expect(made.status == 201 && made.headers["apns-request-id"] != nil, "\(made)")
        let channel = try #require(made.headers["apns-channel-id"])
        let read = try curl(harness, ["-H", "apns-channel-id: \(channel)", "\(base)/1/apps/\(app)/channels"])
        #expect(read.status == 200 && read.body.contains(#""message-storage-policy":1"#), "\(read)")

        for id in ["fan-1", "fan-2"] {
            let started = try curl(harness, ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "--data-binary", start(id, channel: channel), "\(base)/3/device/\(pushToStart)"])
            #expect(started.status == 200 && started.headers["x-island-verdict"] == "applied", "\(started)")
        }
        let update = APNsHarness.trip("update", id: "ignored", stop: "Neuenheim")
        let broadcast = try curl(harness, ["-H", "apns-channel-id: \(channel)", "-H", "apns-push-type: LiveActivity", "-H", "apns-request-id: 0a9f0c3e-5d54-4f7c-9d4c-3b2c1f0e9a88",
                                           "--data-binary", update, "\(base)/4/broadcasts/apps/\(app)"])
        #expect(broadcast.status == 200 && broadcast.headers["x-island-verdict"] == "applied", "\(broadcast)")
        #expect(broadcast.headers["apns-request-id"] == "0a9f0c3e-5d54-4f7c-9d4c-3b2c1f0e9a88")
        #expect(broadcast.headers["apns-unique-id"] != nil)
        let log = harness.directory.read("out") ?? ""
        #expect(log.contains("reached 2 activities: fan-1, fan-2"), "\(log.suffix(2000))")

        // A late subscriber: the channel stores its most recent message and hands it over at
        // the start (its start's content is older than the broadcast, as a backend's would be).
        let lateStart = start("fan-late", channel: channel).replacingOccurrences(of: #""timestamp":\#(Int(Date().timeIntervalSince1970))"#, with: #""timestamp":\#(Int(Date().timeIntervalSince1970) - 30)"#)
        let late = try curl(harness, ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "--data-binary", lateStart, "\(base)/3/device/\(pushToStart)"])
        #expect(late.status == 200 && late.headers["x-island-verdict"] == "applied", "\(late)")
        let handed = Eventually.wait(timeout: 10) {
            let text = harness.directory.read("out") ?? ""
            guard let range = text.range(of: "handed to") else { return false }
            return text[range.lowerBound...].contains("fan-late") && text[range.lowerBound...].contains("Neuenheim")
        }
        #expect(handed, "the stored message handed to the late subscriber: \((harness.directory.read("out") ?? "").suffix(2000))")

        let list = try curl(harness, ["\(base)/1/apps/\(app)/all-channels"])
        #expect(list.status == 200 && list.body.contains(channel), "\(list)")
        let listed = try ProcessResult.run(try IslandBinary.url(), ["channels", "--apns", base])
        #expect(listed.status == 0 && listed.output.contains(channel) && listed.output.contains(#""broadcasts":1"#), "\(listed.output) \(listed.error)")

        // A start on a channel is dropped by the device; a body over 5 KB is 413.
        let startByBroadcast = try curl(harness, ["-H", "apns-channel-id: \(channel)", "-H", "apns-push-type: LiveActivity", "--data-binary", start("fan-3", channel: channel), "\(base)/4/broadcasts/apps/\(app)"])
        #expect(startByBroadcast.status == 200 && startByBroadcast.headers["x-island-code"] == "REJECTED_CHANNEL_START", "\(startByBroadcast)")
        let large = try curl(harness, ["-H", "apns-channel-id: \(channel)", "-H", "apns-push-type: LiveActivity", "--data-binary", String(repeating: " ", count: 5200) + update, "\(base)/4/broadcasts/apps/\(app)"])
        #expect(large.status == 413 && large.reason == "PayloadTooLarge", "\(large)")

        // No Message Stored: a broadcast with a non-zero expiration is refused.
        let quiet = try curl(harness, ["-X", "POST", "--data-binary", #"{"message-storage-policy":0,"push-type":"LiveActivity"}"#, "\(base)/1/apps/\(app)/channels"])
        let quietID = try #require(quiet.headers["apns-channel-id"])
        let expiring = try curl(harness, ["-H", "apns-channel-id: \(quietID)", "-H", "apns-push-type: LiveActivity", "-H", "apns-expiration: 1900000000", "--data-binary", update, "\(base)/4/broadcasts/apps/\(app)"])
        #expect(expiring.status == 400 && expiring.reason == "BadExpirationDate", "\(expiring)")

        let deleted = try curl(harness, ["-X", "DELETE", "-H", "apns-channel-id: \(channel)", "\(base)/1/apps/\(app)/channels"])
        #expect(deleted.status == 204, "\(deleted)")
        let gone = try curl(harness, ["-H", "apns-channel-id: \(channel)", "-H", "apns-push-type: LiveActivity", "--data-binary", update, "\(base)/4/broadcasts/apps/\(app)"])
        #expect(gone.status == 404 && gone.reason == "ChannelNotRegistered", "\(gone)")
        let bad = try curl(harness, ["-X", "POST", "--data-binary", #"{"message-storage-policy":7,"push-type":"LiveActivity"}"#, "\(base)/1/apps/\(app)/channels"])
        #expect(bad.status == 400 && bad.reason == "BadMessageStoragePolicy", "\(bad)")
        #expect(harness.stop() == 128 + SIGTERM)
    }
}
