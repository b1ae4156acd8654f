import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Forced failures against the real endpoint: `--apns-fault` at start, `island apns fault`
/// while it runs, each forced answer marked in the answer and the log; and token shapes other
/// languages' libraries send (DER signature, string iat) answered 200 with a warning.
@Suite(.serialized, .enabled(if: Curl.hasHTTP2, "curl with HTTP/2 is needed"))
struct APNsFaultEndToEndTests {
    func post(_ harness: APNsHarness, token: String, body: String, headers: [String] = []) throws -> CurlAnswer {
        var arguments = ["--http2-prior-knowledge", "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)"]
        for header in headers { arguments += ["-H", header] }
        arguments += ["--data-binary", body, "http://127.0.0.1:\(harness.port)/3/device/\(token)"]
        let result = try ProcessResult.run(URL(fileURLWithPath: Curl.executable!), ["-s", "-S", "-i", "--max-time", "30"] + arguments)
        return try #require(CurlAnswer.parse(result.output).first, "no answer from curl: \(result.output) \(result.error) \(harness.directory.read("err") ?? "")")
    }

    @Test func faultsFromTheStartAndAtRunTimeAreForcedAndMarked() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth", "--apns-fault", "429:2,retry-after=9"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "\(harness.directory.read("err") ?? "")")
        for _ in 1...2 {
            let forced = try post(harness, token: pushToStart, body: APNsHarness.trip("start"))
            #expect(forced.status == 429 && forced.reason == "TooManyRequests", "\(forced)")
            #expect(forced.headers["retry-after"] == "9")
            #expect(forced.headers["x-island-forced"] == "429:2,retry-after=9")
        }
        // The plan is spent: the start goes through.
        let start = try post(harness, token: pushToStart, body: APNsHarness.trip("start"))
        #expect(start.status == 200, "\(start)")
        let token = try #require(harness.activityToken("apns-trip"))

        let island = try IslandBinary.url()
        let url = "http://127.0.0.1:\(harness.port)"
        let added = try ProcessResult.run(island, ["apns", "fault", "500:50%", "--apns", url])
        #expect(added.status == 0 && added.output.contains("500:50%"), "\(added.output) \(added.error)")
        let statuses = try (1...4).map { _ in try post(harness, token: token, body: APNsHarness.trip("update")).status }
        #expect(statuses == [200, 500, 200, 500], "\(statuses)")
        #expect(try ProcessResult.run(island, ["apns", "fault", "off", "--apns", url]).output.contains("no faults"))
        let refused = try ProcessResult.run(island, ["apns", "fault", "418", "--apns", url])
        #expect(refused.status == 1 && refused.error.contains("unknown kind"), "\(refused.error)")
        #expect(try ProcessResult.run(island, ["apns", "fault", "--apns", url]).status == 2)

        // Shutdown: 503 and the connection goes away (curl sees the GOAWAY and closes).
        #expect(try ProcessResult.run(island, ["apns", "fault", "shutdown", "--apns", url]).status == 0)
        let shutdown = try post(harness, token: token, body: APNsHarness.trip("update"))
        #expect(shutdown.status == 503 && shutdown.reason == "Shutdown", "\(shutdown)")

        // A delay holds the request, then answers it as usual.
        #expect(try ProcessResult.run(island, ["apns", "fault", "delay=1", "--apns", url]).status == 0)
        let began = Date()
        let late = try post(harness, token: token, body: APNsHarness.trip("update"))
        #expect(late.status == 200, "\(late)")
        #expect(Date().timeIntervalSince(began) >= 0.9)

        let log = harness.directory.read("out") ?? ""
        #expect(log.contains("TooManyRequests") && log.contains("forced by island's fault 429:2,retry-after=9: 1 of 2 left"), "\(log.suffix(2000))")
        #expect(log.contains("held 1 s"))
        #expect(harness.stop() == 128 + SIGTERM)
    }

    @Test func aDERSignatureAndAStringIatAreTakenWithAWarning() throws {
        let harness = try APNsHarness(["--apns-cleartext"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken())
        let iat = Int(Date().timeIntervalSince1970)
        let jwt = try APNsHarness.jwt(claims: #"{"iss":"TEAM123456","iat":"\#(iat)"}"#, der: true)
        let start = try post(harness, token: pushToStart, body: APNsHarness.trip("start"), headers: ["authorization: \(jwt)", "apns-priority: 1"])
        #expect(start.status == 200 && start.headers["x-island-verdict"] == "applied", "\(start)")
        #expect(start.headers["apns-unique-id"]?.count == 36)
        #expect(start.headers["x-island-warnings"]?.contains("WARN_PROVIDER_TOKEN_NOT_JOSE") == true, "\(start.headers)")
        #expect(start.headers["x-island-warnings"]?.contains("WARN_PRIORITY_NOT_FOR_LIVE_ACTIVITY") == true, "\(start.headers)")
        #expect(harness.stop() == 128 + SIGTERM)
    }

    @Test func productionSendsNoUniqueID() throws {
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth", "--apns-environment", "production"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken())
        let start = try post(harness, token: pushToStart, body: APNsHarness.trip("start"))
        #expect(start.status == 200 && start.headers["apns-id"] != nil && start.headers["apns-unique-id"] == nil, "\(start)")
        #expect(harness.stop() == 128 + SIGTERM)
    }
}
