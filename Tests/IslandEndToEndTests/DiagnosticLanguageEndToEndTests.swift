import Foundation
import IslandJSON
import IslandTestSupport
import Testing

/// A decoder's rejection is worded where it is shown: in German in a German dashboard's events
/// pane (`--lang de`), in English in `--headless` output whatever the language — the machine
/// outputs are the same bytes in every language.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct DiagnosticLanguageEndToEndTests {
    static let faultyBackend = IslandBinary.packageRoot.appendingPathComponent("demo/faulty-backend.ndjson").path

    /// Line 26 of the faulty backend starts an activity on a channel.
    static let channelStartEnglish = "channel-id: a broadcast push on a channel can update or end activities, never start one; "
        + "start with push-to-start to the device's token"

    @Test func aGermanDashboardShowsTheRejectionInGerman() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let session = try TmuxSession(width: 100, height: 32, environment: ["LANG": "de_DE.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--tail", Self.faultyBackend, "--from-start", "--start", "2025-11-29T13:00:00Z", "--lang", "de"],
                                            in: session, directory: directory)
        // The pane wraps the message: its words, each on some row.
        let shown = session.waitForScreen {
            $0.contains("faulty-backend.ndjson:26 abgelehnt") && $0.contains("REJECTED_CHANNEL_START") && $0.contains("Broadcast-Push auf einem Kanal")
        }
        #expect(shown.matched, "the German rejection never showed:\n\(shown.screen)")
        #expect(!shown.screen.contains("never start one"), "the English wording is not on a German screen")
        try session.press("q")
        #expect(launch.waitForExit() == 0)
    }

    @Test func headlessOutputIsEnglishInAGermanSession() throws {
        let dashboard = try IslandProcess(island: ["run", "--headless", "--lang", "de", "--tail", Self.faultyBackend, "--from-start",
                                                   "--start", "2025-11-29T13:00:00Z"], environment: ["LANG": "de_DE.UTF-8"])
        defer { dashboard.stop() }
        let line = try #require(dashboard.readLine(timeout: 60) { $0.contains(#""code":"REJECTED_CHANNEL_START""#) },
                                "no rejection printed: \(dashboard.readAllErrors(timeout: 1))")
        let object = try #require(try JSONParser.parse(line).objectValue)
        #expect(object["message"] == .string("rejected REJECTED_CHANNEL_START: " + Self.channelStartEnglish))
        let schema = try #require(dashboard.readLine(timeout: 60) { $0.contains(#""code":"REJECTED_UNKNOWN_TYPE""#) })
        #expect(schema.contains(#"is not a type of \"com.stefanfriedrich.rnvapp\", which has \"TripLiveActivityAttributes\""#), "\(schema)")
    }
}
