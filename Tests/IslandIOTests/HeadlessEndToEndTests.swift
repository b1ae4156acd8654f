import Foundation
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `island send` against `island run --headless`: the real binary, the real socket. Always
/// runs: without the built binary, `IslandProcess(island:)` throws and the test fails saying so.
@Suite struct HeadlessEndToEndTests {
    @Test func sendTalksToARunningDashboard() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let socket = dir.path("run/island.sock")
        let intents = dir.path("intents.ndjson")
        func file(_ name: String, _ text: String) -> String {
            FileWriter.append(text + "\n", to: dir.path(name))
            return dir.path(name)
        }
        let start = file("start.apns", Payloads.prettyStart)
        let update = file("update.ndjson", Payloads.update("pretty-1", status: "on the way"))
        let bad = file("bad.ndjson", "{\"aps\":")
        let end = file("end.ndjson", #"{"activity-id":"pretty-1","aps":{"event":"end","content-state":{"status":"delivered","minutes":0}}}"#)

        let dashboard = try IslandProcess(island: ["run", "--headless", "--socket", socket, "--intents", intents])
        defer { dashboard.stop() }
        try #require(IslandProcess.waitForSocket(socket, process: dashboard, timeout: 60),
                     "no dashboard on \(socket): \(dashboard.readAllErrors(timeout: 1))")

        // A script that follows: it starts the activity and stays.
        let follower = try IslandProcess(island: ["send", "--follow", "--socket", socket, start])
        defer { follower.stop() }
        #expect(follower.readLine(timeout: 30) { $0 == "\(start):1: applied pretty-1" } != nil)

        let sent = try IslandProcess(island: ["send", "--json", "--socket", socket, update])
        #expect(sent.waitForExit(timeout: 30) == 0)
        #expect(sent.readAllOutput(timeout: 10).contains(#"{"type":"ack","file":"\#(update)","line":1,"verdict":"applied","activity-id":"pretty-1""#))

        // Text by default: the answer names the file and line it answers.
        let rejected = try IslandProcess(island: ["send", "--socket", socket, update, bad])
        #expect(rejected.waitForExit(timeout: 30) == 1)
        let answers = rejected.readAllOutput(timeout: 10)
        #expect(answers.contains("\(update):1: applied pretty-1\n"), "\(answers)")
        #expect(answers.contains("\(bad):1: rejected REJECTED_INVALID_JSON"), "\(answers)")

        let ended = try IslandProcess(island: ["send", "--socket", socket, end])
        #expect(ended.waitForExit(timeout: 30) == 0)
        #expect(follower.readLine(timeout: 30) { $0.hasPrefix("lifecycle ended pretty-1") } != nil, "the follower hears the end")

        let nobody = try IslandProcess(island: ["send", "--socket", dir.path("none.sock"), update])
        #expect(nobody.waitForExit(timeout: 30) == 2)
        #expect(nobody.readAllErrors(timeout: 10).contains("cannot connect to a dashboard at \(dir.path("none.sock"))"))

        // SIGTERM: the dashboard quits cleanly (128 + 15), removes its socket, and the follower is done.
        dashboard.signal(SIGTERM)
        #expect(dashboard.waitForExit(timeout: 30) == 143)
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(follower.waitForExit(timeout: 30) == 0)
        let written = (try? String(contentsOfFile: intents, encoding: .utf8)) ?? ""
        #expect(written.contains(#""event":"started""#))
        #expect(written.contains(#""event":"ended""#))
    }
}
