import IslandSwiftSource
import IslandTypes
import Foundation
import IslandTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An activity drawn by the app's own SwiftUI widget (`--attributes` with a Widget), in tmux:
/// started and updated over the socket, its Lock Screen view and island as the widget's code
/// says; `b` sends the intent of the widget's own `Button(intent:)` to a following producer,
/// which ends the activity.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct WidgetEndToEndTests {
    static let widgetFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IslandUITests/Widgets/ParkingMeter.swift")

    static func push(_ event: String, paidFor minutes: Int, cost: Double, expiring: Bool) -> String {
        let now = Int(Date().timeIntervalSince1970)
        let reference = now - 978_307_200
        var aps = #""timestamp":\#(now),"event":"\#(event)","content-state":{"started_at":\#(reference - 600),"paid_until":\#(reference + minutes * 60),"cost":\#(cost),"expiring_soon":\#(expiring)}"#
        if event == "start" {
            aps += #","attributes-type":"ParkingSessionAttributes","attributes":{"zone":"B12","plate":"M-AB 1234","currency":"EUR"},"alert":{"title":"Parking","body":"Zone B12"}"#
        }
        return #"{"activity-id":"park-1","aps":{\#(aps)}}"# + "\n"
    }

    @Test func aWidgetDrawnActivityIsUpdatedPressedAndEndedByItsProducer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let socket = directory.path("island.sock")
        let source = try String(contentsOf: Self.widgetFile, encoding: .utf8)
        try source.write(toFile: directory.path("ParkingMeter.swift"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 110, height: 34, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--attributes", directory.path("ParkingMeter.swift"), "--socket", socket], in: session, directory: directory)
        #expect(Eventually.wait(timeout: 30) { FileManager.default.fileExists(atPath: socket) }, "no socket:\n\((try? session.capture()) ?? "")")
        let island = try IslandBinary.url()

        // A producer that follows the dashboard and hears its intents.
        let followerOutput = open(directory.path("follower.out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let nothing = open("/dev/null", O_RDWR)
        let follower = try ChildProcess(island.path, ["send", "--follow", "--json", "--socket", socket],
                                        stdin: nothing, stdout: followerOutput, stderr: nothing)
        close(followerOutput)
        close(nothing)
        defer {
            follower.signal(SIGTERM)
            _ = follower.wait()
        }

        try Self.push("start", paidFor: 50, cost: 2.5, expiring: false).write(toFile: directory.path("start.ndjson"), atomically: true, encoding: .utf8)
        let started = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("start.ndjson")])
        #expect(started.status == 0, "send start: \(started.output) \(started.error)")
        // The widget's own Lock Screen view: its zone, plate, cost in euros, its button.
        let shown = session.waitForScreen { $0.contains("Zone B12") && $0.contains("M-AB 1234") && $0.contains("€2.50") && $0.contains("[+30 min]") }
        #expect(shown.matched, "the widget's view is not on screen:\n\(shown.screen)")

        try Self.push("update", paidFor: 5, cost: 4.0, expiring: true).write(toFile: directory.path("update.ndjson"), atomically: true, encoding: .utf8)
        let updated = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("update.ndjson")])
        #expect(updated.status == 0)
        let moved = session.waitForScreen { $0.contains("€4.00") }
        #expect(moved.matched, "the update is not drawn:\n\(moved.screen)")

        // b presses the widget's Button(intent: ExtendParkingIntent(zone:)): an intent that does
        // not end the activity runs at once, locked or not, with its parameter.
        try session.press("b")
        let heard = Eventually.wait(timeout: 30) { (directory.read("follower.out") ?? "").contains(#""intent":"ExtendParkingIntent","activity-id":"park-1","parameters":{"zone":"B12"}"#) }
        #expect(heard, "the follower did not hear the widget's intent: \(directory.read("follower.out") ?? "")")

        try Self.push("end", paidFor: 0, cost: 4.0, expiring: true).write(toFile: directory.path("end.ndjson"), atomically: true, encoding: .utf8)
        let ended = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("end.ndjson")])
        #expect(ended.status == 0, "the producer's end: \(ended.output) \(ended.error)")
        #expect(Eventually.wait(timeout: 30) { (directory.read("follower.out") ?? "").contains(#""event":"end""#) || (directory.read("follower.out") ?? "").contains("ended") },
                "the follower did not hear the end: \(directory.read("follower.out") ?? "")")
        let final = session.waitForScreen { $0.contains("ended") || $0.contains("Ended") }
        #expect(final.matched, "the end is not on screen:\n\(final.screen)")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }
}
