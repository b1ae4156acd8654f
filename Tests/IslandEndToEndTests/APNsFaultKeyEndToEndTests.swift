import Foundation
import IslandCore
import IslandTestSupport
import Testing

/// The dashboard's fault key in a real terminal: `F` forces the endpoint's next answers, the
/// events pane says which, and a client's push meets the forced answer.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && Curl.hasHTTP2, "tmux and curl with HTTP/2 are needed"))
struct APNsFaultKeyEndToEndTests {
    @Test func theFaultKeyForcesTheNextAnswers() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let port = try APNsHarness.freePort()
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "en_US.UTF-8", "XDG_STATE_HOME": directory.path("state")])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--apns", "127.0.0.1:\(port)", "--apns-cleartext", "--apns-no-auth"], in: session, directory: directory)
        let ready = session.waitForScreen { $0.contains("Lock Screen") && $0.contains("F fault") }
        #expect(ready.matched, "the footer does not offer the fault key:\n\(ready.screen)")

        try session.press("F")
        let pressed = session.waitForScreen { $0.contains("fault key: 429:3") }
        #expect(pressed.matched, "the events pane does not say which fault:\n\(pressed.screen)")
        let inForce = session.waitForScreen { $0.contains("faults now: 429:3") }
        #expect(inForce.matched, "the endpoint does not say what is in force:\n\(inForce.screen)")

        let token = PushToken.pushToStart(in: .sandbox)
        let body = #"{"aps":{"timestamp":\#(Int(Date().timeIntervalSince1970)),"event":"start","attributes-type":"A","attributes":{"a":1},"content-state":{"n":1},"alert":{"title":"t","body":"b"}}}"#
        let result = try ProcessResult.run(URL(fileURLWithPath: Curl.executable!), [
            "-s", "-S", "-i", "--max-time", "20", "--http2-prior-knowledge", "-H", "apns-push-type: liveactivity",
            "-H", "apns-topic: com.example.app.push-type.liveactivity", "--data-binary", body, "http://127.0.0.1:\(port)/3/device/\(token)",
        ])
        let answer = try #require(CurlAnswer.parse(result.output).first, "no answer: \(result.output) \(result.error)")
        #expect(answer.status == 429 && answer.headers["x-island-forced"] == "429:3", "\(answer)")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
    }
}
