import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import IslandSimulator
#endif

/// Live sources with the real binary in tmux: what `island send` and a followed file put on
/// the screen, and Beenden pressed on the screen reaching a producer that follows.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it"))
struct SourcesEndToEndTests {
    let german = ["LANG": "de_DE.UTF-8"]

    /// A trip payload stamped now, so nothing in it is stale or in the future.
    static func trip(_ event: String, currentStop: String, nextStop: String, delay: Int) -> String {
        let now = Int(Date().timeIntervalSince1970)
        let nextStopTime = now + 180 - 978_307_200
        var aps = #""timestamp":\#(now),"event":"\#(event)","content-state":{"currentStop":"\#(currentStop)","nextStop":"\#(nextStop)","nextStopTime":\#(nextStopTime),"remainingTime":180,"delay":\#(delay),"occupancy":"medium","phase":"inProgress","progress":0.4}"#
        if event == "start" {
            aps += #","attributes-type":"TripLiveActivityAttributes","attributes":{"tripId":"e2e","line":"RNV 7","destination":"Schriesheim"},"alert":{"title":"RNV 7","body":"Los geht's"}"#
        }
        return #"{"activity-id":"e2e-trip","aps":{\#(aps)}}"#
    }

    @Test func sendChangesTheScreenAndBeendenReachesAFollowingProducer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let socket = directory.path("island.sock")
        let session = try TmuxSession(width: 100, height: 32, environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--socket", socket, "--intents", directory.path("intents.ndjson")], in: session, directory: directory)
        #expect(Eventually.wait(timeout: 30) { FileManager.default.fileExists(atPath: socket) }, "no socket:\n\((try? session.capture()) ?? "")")

        let island = try IslandBinary.url()
        try Self.trip("start", currentStop: "Universitätsplatz", nextStop: "Bismarckplatz", delay: 0)
            .write(toFile: directory.path("start.ndjson"), atomically: true, encoding: .utf8)
        let started = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("start.ndjson")])
        #expect(started.status == 0, "send start: \(started.output) \(started.error)")
        let shown = session.waitForScreen { $0.contains("RNV 7") && $0.contains("Universitätsplatz") }
        #expect(shown.matched, "the sent trip is not on screen:\n\(shown.screen)")

        // A producer that follows the dashboard, as a shell script would.
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

        try Self.trip("update", currentStop: "Bismarckplatz", nextStop: "Handschuhsheim", delay: 3)
            .write(toFile: directory.path("update.ndjson"), atomically: true, encoding: .utf8)
        let updated = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("update.ndjson")])
        #expect(updated.status == 0)
        let moved = session.waitForScreen { $0.contains("Handschuhsheim") && $0.contains("+3 Min.") }
        #expect(moved.matched, "the update is not on screen:\n\(moved.screen)")

        try "{\"aps\":".write(toFile: directory.path("bad.ndjson"), atomically: true, encoding: .utf8)
        let rejected = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("bad.ndjson")])
        #expect(rejected.status == 1)
        #expect(rejected.output.hasPrefix("\(directory.path("bad.ndjson")):1: rejected REJECTED_INVALID_JSON: "), "\(rejected.output)")
        #expect(session.waitForScreen { $0.contains("REJECTED_INVALID_JSON") }.matched, "the rejection is not in the events pane")

        // The button asks the app: the follower hears the trip's intent with its app's topic,
        // and the card waits for the app.
        try session.press("b")
        try session.press("y")
        let heard = Eventually.wait(timeout: 30) {
            let output = directory.read("follower.out") ?? ""
            return output.contains(#""intent":"EndTripIntent""#) && output.contains(#""topic":"com.stefanfriedrich.rnvapp.push-type.liveactivity""#)
        }
        #expect(heard, "the follower did not hear the intent: \(directory.read("follower.out") ?? "")")
        #expect(session.waitForScreen { $0.contains("wird beendet") }.matched, "the card does not say it is ending")
        // The app ends the trip with its own final state: applied, and on the card.
        try Self.trip("end", currentStop: "Endhaltestelle", nextStop: "Endhaltestelle", delay: 3)
            .write(toFile: directory.path("end.ndjson"), atomically: true, encoding: .utf8)
        let ended = try ProcessResult.run(island, ["send", "--socket", socket, directory.path("end.ndjson")])
        #expect(ended.status == 0, "the app's end after the intent is applied: \(ended.output) \(ended.error)")
        let final = session.waitForScreen { $0.contains("Aktuell: Endhaltestelle") && $0.contains("beendet") }
        #expect(final.matched, "the card does not show the app's final state:\n\(final.screen)")
        #expect(Eventually.wait(timeout: 30) { (directory.read("follower.out") ?? "").contains(#""reason":"user-stopped""#) },
                "the follower did not hear the end")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket file is left behind")
    }

    @Test func appendingToAFollowedFileChangesTheScreen() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("trips.ndjson")
        let session = try TmuxSession(width: 100, height: 32, environment: german)
        defer { session.kill() }
        let launch = try IslandLaunch.start(["--tail", file], in: session, directory: directory)
        #expect(session.waitForScreen { $0.contains("trips.ndjson: wartet auf die Datei") }.matched, "no waiting status")

        let handle = try Self.appender(file)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data((Self.trip("start", currentStop: "Universitätsplatz", nextStop: "Bismarckplatz", delay: 0) + "\n").utf8))
        #expect(session.waitForScreen { $0.contains("Universitätsplatz") }.matched, "the start is not on screen")
        // A bare content state: the simplest producer's update of the selected activity.
        let bare = #"{"currentStop":"Bismarckplatz","nextStop":"Neuenheim","nextStopTime":\#(Int(Date().timeIntervalSince1970) + 120 - 978_307_200),"remainingTime":120,"delay":1,"occupancy":"full","phase":"inProgress","progress":0.5}"#
        try handle.write(contentsOf: Data((bare + "\n").utf8))
        let moved = session.waitForScreen { $0.contains("Neuenheim") && $0.contains("+1 Min.") }
        #expect(moved.matched, "the bare update is not on screen:\n\(moved.screen)")

        try session.press("q")
        #expect(launch.waitForExit() == 0)
        #expect(try launch.terminalProblems() == [])
    }

    static func appender(_ path: String) throws -> FileHandle {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        return handle
    }
}
