import Foundation
import IslandCore
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The device's tokens against a running dashboard, with curl and `island tokens`: a push-to-start
/// without `input-push-token: 1` leaves the activity without an update token (and says so);
/// `island tokens --rotate ID` replaces a token, announced as the first was, the old one 410;
/// sandbox and production tokens are separate.
@Suite(.serialized, .enabled(if: Curl.hasHTTP2, "curl with HTTP/2 is needed"))
struct APNsTokensEndToEndTests {
    func post(_ harness: APNsHarness, token: String, body: String) throws -> CurlAnswer {
        try #require(try Curl.run(["--http2-prior-knowledge", "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)",
                                   "--data-binary", body, "http://127.0.0.1:\(harness.port)/3/device/\(token)"]).first, "no answer from curl")
    }

    @Test func aPushStartWithoutInputPushTokenIsStrandedAndSaysSo() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "\(harness.directory.read("err") ?? "")")
        let start = APNsHarness.trip("start", id: "stranded").replacingOccurrences(of: #","input-push-token":1"#, with: "")
        let started = try post(harness, token: pushToStart, body: start)
        #expect(started.status == 200 && started.headers["x-island-verdict"] == "applied", "\(started)")
        #expect(started.headers["x-island-warnings"]?.contains("WARN_NO_PUSH_TOKEN") == true, "\(started.headers)")
        // With input-push-token: 1 the next start's token is announced; the stranded one never is.
        let asked = try post(harness, token: pushToStart, body: APNsHarness.trip("start", id: "asked"))
        #expect(asked.status == 200, "\(asked)")
        #expect(harness.activityToken("asked") != nil)
        // Standard output tells it in the order it happened: the activity's log entry, then its token.
        let lines = (harness.directory.read("out") ?? "").split(separator: "\n")
        let entry = lines.firstIndex { $0.contains(#""asked""#) && !$0.contains(#""type":"token""#) }
        let token = lines.firstIndex { $0.contains(#""asked""#) && $0.contains(#""type":"token""#) }
        #expect(entry != nil && token != nil && entry! < token!, "\(lines.suffix(12))")
        #expect(!harness.announcements().contains { $0["type"] as? String == "token" && $0["activity-id"] as? String == "stranded" })
        let listed = try ProcessResult.run(try IslandBinary.url(), ["tokens", "--apns", "http://127.0.0.1:\(harness.port)"])
        #expect(listed.status == 0 && listed.output.contains("asked") && !listed.output.contains("stranded"), "\(listed.output)")
        // What a backend that guessed a token gets.
        let update = try post(harness, token: String(repeating: "5", count: 64), body: APNsHarness.trip("update", id: "stranded"))
        #expect(update.status == 400 && update.reason == "BadDeviceToken", "\(update)")
        #expect(update.headers["x-island-reason"]?.contains("input-push-token") == true, "\(update.headers)")
        let log = harness.directory.read("out") ?? ""
        #expect(log.contains("WARN_NO_PUSH_TOKEN") && log.contains("no push token for updates"), "\(log.suffix(1500))")
        #expect(harness.stop() == 128 + SIGTERM)
    }

    @Test func rotatingATokenAnnouncesTheNewOneAndUnregistersTheOld() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "\(harness.directory.read("err") ?? "")")
        #expect(try post(harness, token: pushToStart, body: APNsHarness.trip("start")).status == 200)
        let old = try #require(harness.activityToken("apns-trip"))
        let base = "http://127.0.0.1:\(harness.port)"

        let rotated = try ProcessResult.run(try IslandBinary.url(), ["tokens", "--apns", base, "--rotate", "apns-trip"])
        #expect(rotated.status == 0, "\(rotated.output) \(rotated.error)")
        let line = try #require(try JSONSerialization.jsonObject(with: Data(rotated.output.utf8)) as? [String: Any], "\(rotated.output)")
        let new = try #require(line["token"] as? String)
        #expect(new != old && new.count == 64 && line["kind"] as? String == "activity" && line["activity-id"] as? String == "apns-trip")
        // Announced where the first token was: stdout (headless) and --intents.
        #expect(harness.activityToken("apns-trip") == new)
        #expect((harness.directory.read("intents.ndjson") ?? "").contains(new))

        let toOld = try post(harness, token: old, body: APNsHarness.trip("update", stop: "Neuenheim"))
        #expect(toOld.status == 410 && toOld.reason == "Unregistered" && toOld.body.contains("\"timestamp\""), "\(toOld)")
        #expect(toOld.headers["x-island-reason"]?.contains("replaced by a newer one") == true, "\(toOld.headers)")
        let toNew = try post(harness, token: new, body: APNsHarness.trip("update", stop: "Neuenheim"))
        #expect(toNew.status == 200 && toNew.headers["x-island-verdict"] == "applied", "\(toNew)")
        let listed = try ProcessResult.run(try IslandBinary.url(), ["tokens", "--apns", base])
        #expect(listed.output.contains(new) && !listed.output.contains(old), "\(listed.output)")

        let unknown = try ProcessResult.run(try IslandBinary.url(), ["tokens", "--apns", base, "--rotate", "nothing-here"])
        #expect(unknown.status == 1 && unknown.error.contains("no activity"), "\(unknown.error)")
        #expect(harness.stop() == 128 + SIGTERM)
    }

    @Test func sandboxAndProductionTokensAreSeparate() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth", "--apns-environment", "production"])
        defer { harness.stop() }
        let production = try #require(harness.pushToStartToken(), "\(harness.directory.read("err") ?? "")")
        #expect(production != PushToken.pushToStart, "production's push-to-start token is not the sandbox's")
        let toSandbox = try post(harness, token: PushToken.pushToStart, body: APNsHarness.trip("start"))
        #expect(toSandbox.status == 400 && toSandbox.reason == "BadDeviceToken", "\(toSandbox)")
        #expect(toSandbox.headers["x-island-reason"]?.contains("sandbox push-to-start token") == true, "\(toSandbox.headers)")
        let started = try post(harness, token: production, body: APNsHarness.trip("start"))
        #expect(started.status == 200 && started.headers["apns-unique-id"] == nil, "\(started)")
        let token = try #require(harness.activityToken("apns-trip"))
        #expect(try post(harness, token: token, body: APNsHarness.trip("update", stop: "Neuenheim")).status == 200)
        #expect(harness.stop() == 128 + SIGTERM)
    }
}
