import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The APNs endpoint with real clients: curl over TLS (island's generated certificate) and
/// cleartext with prior knowledge, the Python `h2` client with 1 000 pushes over concurrent
/// streams, and the dashboard in tmux while a client holds 100 streams open.
@Suite(.serialized, .enabled(if: Curl.hasHTTP2, "curl with HTTP/2 is needed"))
struct APNsEndToEndTests {
    func post(_ harness: APNsHarness, token: String, body: String, headers: [String] = [], jwt: String? = nil, tls: Bool = false) throws -> CurlAnswer {
        var arguments = tls ? ["--http2", "--cacert", harness.certificate] : ["--http2-prior-knowledge"]
        arguments += ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)"]
        if let jwt { arguments += ["-H", "authorization: \(jwt)"] }
        for header in headers { arguments += ["-H", header] }
        arguments += ["--data-binary", body, "\(tls ? "https://localhost" : "http://127.0.0.1"):\(harness.port)/3/device/\(token)"]
        return try #require(try Curl.run(arguments).first, "no answer from curl")
    }

    @Test func curlOverTLSStartsUpdatesAndEndsWithTheGeneratedCertificate() throws {
        let harness = try APNsHarness([])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "no push-to-start token: \(harness.directory.read("err") ?? "")")
        #expect(FileManager.default.fileExists(atPath: harness.certificate))
        #expect(harness.directory.read("err")?.contains("--cacert \(harness.certificate)") == true)
        let jwt = try APNsHarness.jwt()

        let start = try post(harness, token: pushToStart, body: APNsHarness.trip("start"), jwt: jwt, tls: true)
        #expect(start.status == 200 && start.headers["x-island-verdict"] == "applied", "\(start)")
        #expect(start.headers["apns-id"]?.count == 36)
        let token = try #require(harness.activityToken("apns-trip"))

        let id = "0a9f0c3e-5d54-4f7c-9d4c-3b2c1f0e9a88"
        let update = try post(harness, token: token, body: APNsHarness.trip("update", stop: "Neuenheim"), headers: ["apns-id: \(id)", "apns-priority: 5"], jwt: jwt, tls: true)
        #expect(update.status == 200 && update.headers["x-island-verdict"] == "applied", "\(update)")
        #expect(update.headers["apns-id"] == id)

        let end = try post(harness, token: token, body: APNsHarness.trip("end"), jwt: jwt, tls: true)
        #expect(end.status == 200 && end.headers["x-island-verdict"] == "applied", "\(end)")
        // Ended with a past dismissal date: the card is gone, and so is the token.
        let after = try post(harness, token: token, body: APNsHarness.trip("update"), jwt: jwt, tls: true)
        #expect(after.status == 410 && after.reason == "Unregistered", "\(after)")
        #expect(after.body.contains("\"timestamp\""))
        #expect(harness.stop() == 128 + SIGTERM, "SIGTERM ends the dashboard with 143")
    }

    @Test func cleartextWithPriorKnowledgeAnswersEveryFaultAsAPNs() throws {
        let harness = try APNsHarness(["--apns-cleartext"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken(), "no push-to-start token: \(harness.directory.read("err") ?? "")")
        let jwt = try APNsHarness.jwt()
        let started = try post(harness, token: pushToStart, body: APNsHarness.trip("start"), jwt: jwt)
        #expect(started.status == 200, "\(started)")
        let token = try #require(harness.activityToken("apns-trip"))
        let update = APNsHarness.trip("update")
        let base = "http://127.0.0.1:\(harness.port)"
        let standard = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "-H", "authorization: \(jwt)"]

        let cases: [(String, [String], Int, String)] = [
            ("GET", ["-X", "GET", "\(base)/3/device/\(token)"], 405, "MethodNotAllowed"),
            ("path", standard + ["--data-binary", update, "\(base)/3/devices/\(token)"], 404, "BadPath"),
            ("no token", standard + ["--data-binary", update, "\(base)/3/device/"], 400, "MissingDeviceToken"),
            ("unknown token", standard + ["--data-binary", update, "\(base)/3/device/\(String(repeating: "0", count: 64))"], 400, "BadDeviceToken"),
            ("push type", ["-H", "apns-push-type: alert", "-H", "apns-topic: \(harness.topic)", "-H", "authorization: \(jwt)", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "InvalidPushType"),
            ("no topic", ["-H", "apns-push-type: liveactivity", "-H", "authorization: \(jwt)", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "MissingTopic"),
            ("bad topic", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: com example", "-H", "authorization: \(jwt)", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "BadTopic"),
            ("bundle topic", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.example.rnv", "-H", "authorization: \(jwt)", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "TopicDisallowed"),
            ("other app", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.other.push-type.liveactivity", "-H", "authorization: \(jwt)", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "DeviceTokenNotForTopic"),
            ("priority", standard + ["-H", "apns-priority: 2", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "BadPriority"),
            ("expiration", standard + ["-H", "apns-expiration: tomorrow", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "BadExpirationDate"),
            ("apns-id", standard + ["-H", "apns-id: 42", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "BadMessageId"),
            ("collapse id", standard + ["-H", "apns-collapse-id: \(String(repeating: "c", count: 65))", "--data-binary", update, "\(base)/3/device/\(token)"], 400, "BadCollapseId"),
            ("empty", standard + ["-X", "POST", "\(base)/3/device/\(token)"], 400, "PayloadEmpty"),
            ("too large", standard + ["--data-binary", String(repeating: " ", count: 5000) + update, "\(base)/3/device/\(token)"], 413, "PayloadTooLarge"),
            ("no provider token", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "--data-binary", update, "\(base)/3/device/\(token)"], 403, "MissingProviderToken"),
            ("invalid provider token", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "-H", "authorization: bearer x.y.z", "--data-binary", update, "\(base)/3/device/\(token)"], 403, "InvalidProviderToken"),
            ("expired provider token", ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(harness.topic)", "-H", "authorization: \(try APNsHarness.jwt(issuedAt: Date().addingTimeInterval(-7200)))", "--data-binary", update, "\(base)/3/device/\(token)"], 403, "ExpiredProviderToken"),
        ]
        #expect(cases.count == 18)
        var ran = 0
        for (name, arguments, status, reason) in cases {
            let answer = try #require(try Curl.run(["--http2-prior-knowledge"] + arguments).first, "\(name): no answer")
            #expect(answer.status == status && answer.reason == reason, "\(name): \(answer)")
            #expect(answer.headers["apns-id"] != nil, "\(name)")
            ran += 1
        }
        #expect(ran == cases.count)

        // The device's verdict on a push APNs accepts: 200, and island says why it is ignored.
        let old = #"{"aps":{"timestamp":1000,"event":"update","content-state":{}}}"#
        let ignored = try post(harness, token: token, body: old, jwt: jwt)
        #expect(ignored.status == 200 && ignored.headers["x-island-verdict"] == "ignored" && ignored.headers["x-island-code"] == "IGNORED_OLDER_TIMESTAMP", "\(ignored)")
        let wrong = try post(harness, token: pushToStart, body: update, jwt: jwt)
        #expect(wrong.status == 200 && wrong.headers["x-island-code"] == "REJECTED_NO_ACTIVITY", "\(wrong)")
        #expect(harness.stop() == 128 + SIGTERM, "SIGTERM ends the dashboard with 143")
    }

    @Test func islandSendAndTokensTalkToTheEndpoint() throws {
        let harness = try APNsHarness(["--apns-cleartext"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken())
        let island = try IslandBinary.url()
        let url = "http://127.0.0.1:\(harness.port)"
        let file = harness.directory.path("trip.ndjson")
        try [APNsHarness.trip("start"), APNsHarness.trip("update", stop: "Neuenheim"), APNsHarness.trip("end")].joined(separator: "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let sent = try ProcessResult.run(island, ["send", "--apns", url, "--json", file])
        #expect(sent.status == 0, "\(sent.output) \(sent.error)")
        let lines = sent.output.split(separator: "\n")
        #expect(lines.count == 3, "\(sent.output)")
        #expect(lines.first?.contains(#""file":"\#(file)","line":1"#) == true, "\(sent.output)")
        #expect(lines.allSatisfy { $0.contains(#""status":200"#) && $0.contains(#""verdict":"applied""#) }, "\(sent.output)")
        // As text, an answer names its input line and what became of it; the ended trip was
        // dismissed with its end, so its token is gone and nothing is sent.
        try APNsHarness.trip("update", stop: "Bismarckplatz").write(toFile: file, atomically: true, encoding: .utf8)
        let again = try ProcessResult.run(island, ["send", "--apns", url, file])
        #expect(again.status == 1)
        #expect(again.output == "\(file):1: not sent: no token to push to: activity apns-trip has none that can be pushed to (never announced, or dismissed)\n")
        let tokens = try ProcessResult.run(island, ["tokens", "--apns", url])
        #expect(tokens.status == 0)
        #expect(tokens.output.contains(pushToStart))
        let nobody = try ProcessResult.run(island, ["tokens", "--apns", "http://127.0.0.1:\(try APNsHarness.freePort())"])
        #expect(nobody.status == 2)
        #expect(harness.stop() == 128 + SIGTERM, "SIGTERM ends the dashboard with 143")
    }

    @Test(.enabled(if: APNsPython.executable != nil || ProcessInfo.processInfo.environment["ISLAND_PYTHON"] != nil, "Python with h2 is needed (scripts/setup installs it)"))
    func aThousandPushesOverConcurrentStreamsAreEachAnswered() throws {
        let python = try #require(APNsPython.executable, "ISLAND_PYTHON has no h2")
        let harness = try APNsHarness(["--apns-cleartext", "--apns-no-auth"])
        defer { harness.stop() }
        let pushToStart = try #require(harness.pushToStartToken())
        #expect(try post(harness, token: pushToStart, body: APNsHarness.trip("start")).status == 200)
        let token = try #require(harness.activityToken("apns-trip"))
        let result = try ProcessResult.run(URL(fileURLWithPath: python), [APNsPython.script, "load", "127.0.0.1", String(harness.port), token, harness.topic, "1000", "100"])
        #expect(result.status == 0, "\(result.output) \(result.error)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(summary["sent"] as? Int == 1000)
        #expect(summary["answered"] as? Int == 1000)
        #expect(summary["ok"] as? Int == 900)
        #expect(summary["problem_count"] as? Int == 0)
        #expect(harness.stop() == 128 + SIGTERM, "SIGTERM ends the dashboard with 143")
    }

    @Test(.enabled(if: TmuxSession.isAvailable && (APNsPython.executable != nil || ProcessInfo.processInfo.environment["ISLAND_PYTHON"] != nil), "tmux and Python with h2 are needed"))
    func theDashboardAnswersKeysWhileAClientHolds100Streams() throws {
        let python = try #require(APNsPython.executable)
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let port = try APNsHarness.freePort()
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "de_DE.UTF-8", "XDG_STATE_HOME": directory.path("state")])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--apns", "127.0.0.1:\(port)", "--apns-cleartext", "--apns-no-auth", "--intents", directory.path("intents.ndjson")],
                                            in: session, directory: directory)
        let token = try #require(Eventually.value(timeout: 30) {
            (directory.read("intents.ndjson") ?? "").split(separator: "\n").first { $0.contains("push-to-start") }.flatMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["token"] as? String
            }
        })
        let curl = try Curl.run(["--http2-prior-knowledge", "-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.example.rnv.push-type.liveactivity",
                                 "--data-binary", APNsHarness.trip("start"), "http://127.0.0.1:\(port)/3/device/\(token)"])
        #expect(curl.first?.status == 200)
        #expect(session.waitForScreen { $0.contains("RNV 7") }.matched, "the pushed trip is not on screen")
        let activityToken = try #require(Eventually.value(timeout: 30) {
            (directory.read("intents.ndjson") ?? "").split(separator: "\n").last { $0.contains("\"kind\":\"activity\"") }.flatMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["token"] as? String
            }
        })

        let output = open(directory.path("hold.out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let nothing = open("/dev/null", O_RDWR)
        let holder = try ChildProcess(python, [APNsPython.script, "hold", "127.0.0.1", String(port), activityToken, "com.example.rnv.push-type.liveactivity", "100", directory.path("release")],
                                      stdin: nothing, stdout: output, stderr: output)
        close(output)
        close(nothing)
        #expect(Eventually.wait(timeout: 60) { directory.read("hold.out")?.contains("holding 100") == true }, "\(directory.read("hold.out") ?? "")")

        // 100 streams wait for their bodies; the dashboard still takes keys.
        #expect(session.waitForScreen { $0.contains("gesperrt") }.matched)
        try session.press("l")
        let unlocked = session.waitForScreen { $0.contains("entsperrt") }
        #expect(unlocked.matched, "the key did nothing while streams were held:\n\(unlocked.screen)")
        try session.press("?")
        #expect(session.waitForScreen { $0.contains("Hilfe") || $0.contains("Tasten") }.matched)
        try session.press("Escape")

        #expect(FileManager.default.createFile(atPath: directory.path("release"), contents: nil))
        #expect(holder.wait() == 0, "\(directory.read("hold.out") ?? "")")
        #expect(directory.read("hold.out")?.contains("\"problem_count\": 0") == true, "\(directory.read("hold.out") ?? "")")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
