import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// `--socket` on real Unix sockets, with the real reducer answering.
@Suite struct SocketServerTests {
    func permissions(_ path: String) -> UInt32? {
        try? FileStatus.ofLink(path: path).get().permissions
    }

    @Test func makesAPrivateDirectoryAndSocketAndRemovesTheFileOnClose() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("run/island/island.sock")
        let server = try SocketServer(path: path)
        #expect(server.path == path)
        #expect(permissions(dir.path("run")) == 0o700)
        #expect(permissions(dir.path("run/island")) == 0o700)
        #expect(permissions(path) == 0o600)
        #expect(try FileStatus.ofLink(path: path).get().isSocket)
        server.close()
        #expect(FileManager.default.fileExists(atPath: path) == false)
        #expect(server.pollRequests.isEmpty)
    }

    @Test func theDefaultDirectoryIsMadePrivate() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let shared = dir.path("island")
        #expect(mkdir(shared, 0o755) == 0)
        chmod(shared, 0o755)
        try SocketServer.prepareDirectory(shared, isDefault: true)
        #expect(permissions(shared) == 0o700)
        // A directory the user named is theirs to set up.
        let named = dir.path("named")
        #expect(mkdir(named, 0o755) == 0)
        chmod(named, 0o755)
        try SocketServer.prepareDirectory(named, isDefault: false)
        #expect(permissions(named) == 0o755)
    }

    @Test func defaultPath() {
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], uid: 1000) == "/run/user/1000/island/island.sock")
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": "/run/user/1000/"], uid: 1000) == "/run/user/1000/island/island.sock")
        #expect(SocketPath.defaultPath(environment: [:], uid: 1000) == "/tmp/island-1000/island.sock")
        #expect(SocketPath.defaultPath(environment: ["XDG_RUNTIME_DIR": "relative"], uid: 7) == "/tmp/island-7/island.sock")
    }

    @Test func aPathTooLongForASocketIsAClearError() {
        let path = "/tmp/" + String(repeating: "d", count: 120) + "/island.sock"
        let error = #expect(throws: SocketServerError.self) {
            try SocketServer(path: path)
        }
        #expect(error?.description.contains("over the 107-byte limit") == true)
    }

    @Test func twoClientsEachGetTheirRepliesAndBothGetOutputs() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let a = try TestClient(path: dashboard.server.path)
        let b = try TestClient(path: dashboard.server.path)
        defer { a.close(); b.close() }
        var pump = dashboard.pump([a, b])
        pump.until { $0.statuses.last?.state == .clients(2) }
        #expect(dashboard.model.sources.last?.summary == "socket: 2 clients")

        a.send(Payloads.start() + "\n")
        pump.until { _ in a.answers.count == 1 && b.received.count == 1 }
        #expect(a.answers[0]["type"] == "ack")
        #expect(a.answers[0]["line"] == 1)
        #expect(a.answers[0]["verdict"] == "applied")
        #expect(a.answers[0]["activity-id"] == "pizza-1")
        // The lifecycle change reaches both, before the sender's ack.
        #expect(a.messages.first?["type"] == "lifecycle")
        #expect(a.messages.first?["event"] == "started")
        #expect(b.messages == [a.messages[0]])

        b.send("not json\n" + Payloads.update() + "\n")
        pump.until { _ in b.answers.count == 2 }
        #expect(b.answers[0]["type"] == "reply")
        #expect(b.answers[0]["line"] == 1)
        #expect(b.answers[0]["verdict"] == "rejected")
        #expect(b.answers[0]["code"] == "REJECTED_INVALID_JSON")
        #expect(b.answers[1]["type"] == "ack")
        #expect(b.answers[1]["line"] == 2, "each client numbers its own lines")
        #expect(a.answers.count == 1, "replies go to the sender only")

        // End all on the dashboard (a type island only infers has no button of its own): both
        // producers hear the intent; the app (here a) ends the activity with its own end push,
        // and both hear the end, the user's.
        dashboard.apply(.key(.character("E")))
        dashboard.apply(.key(.enter))
        pump.until { _ in a.messages.contains { $0["type"] == "intent" } && b.messages.contains { $0["type"] == "intent" } }
        let intent = try #require(a.messages.first { $0["type"] == "intent" })
        #expect(intent["intent"] == "EndAllActivitiesIntent")
        #expect(b.messages.contains(intent))
        #expect(dashboard.model.system.activity("pizza-1")?.endRequest != nil, "the app ends it, not island")
        a.send(#"{"activity-id":"pizza-1","aps":{"event":"end","content-state":{"status":"stopped","minutes":0}}}"# + "\n")
        let ended = { (client: TestClient) in client.messages.first { $0["type"] == "lifecycle" && $0["event"] == "ended" } }
        pump.until { _ in ended(a) != nil && ended(b) != nil }
        #expect(ended(a)?["reason"] == "end-all")
        #expect(ended(b)?["reason"] == "end-all")
        #expect(dashboard.model.system.activity("pizza-1")?.contentState["status"] == .string("stopped"))
    }

    @Test func badInputGetsAReplyForEachLine() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let client = try TestClient(path: dashboard.server.path)
        defer { client.close() }
        var pump = dashboard.pump([client])
        var bytes: [UInt8] = []
        bytes += [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D, 0x0A]     // invalid UTF-8
        bytes += Array("{\"a\":\n".utf8)                             // invalid JSON
        bytes += Array("[1,2]\n".utf8)                               // not an object
        bytes += Array("\n".utf8)                                    // blank
        bytes += Array("{\"a\":\"\u{0}\"}\n".utf8)                   // NUL
        bytes += Array((Payloads.start() + "\r\n").utf8)             // CRLF: fine
        bytes += Array("{\"delay\":\"soon\"}\n".utf8)                // a bare state: applied generically or not, answered
        client.send(bytes)
        pump.until { _ in client.answers.count == 7 }
        let answers = client.answers
        #expect(answers.map { $0["line"] } == [1, 2, 3, 4, 5, 6, 7])
        #expect(answers[0]["code"] == "REJECTED_INVALID_JSON")
        #expect(answers[0]["reason"] == "line is not valid UTF-8")
        #expect(answers[1]["code"] == "REJECTED_INVALID_JSON")
        #expect(answers[2]["code"] == "REJECTED_NOT_AN_OBJECT")
        #expect(answers[3]["reason"] == "blank line")
        #expect(answers[4]["reason"] == "NUL byte at byte 7")
        #expect(answers[5]["type"] == "ack")
        #expect(answers[6]["type"] == "ack")
        #expect(dashboard.model.system.activities.count == 1, "bad lines change nothing")
    }

    @Test func aClientThatLeavesMidLineLosesOnlyThatLine() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let leaving = try TestClient(path: dashboard.server.path)
        let staying = try TestClient(path: dashboard.server.path)
        defer { staying.close() }
        var pump = dashboard.pump([staying])
        pump.until { $0.statuses.last?.state == .clients(2) }
        leaving.send(Payloads.start("whole") + "\n" + #"{"activity-id":"whole","aps":{"event":"upd"#)
        pump.until { $0.lines.count == 1 }
        leaving.close()
        pump.until { $0.statuses.last?.state == .clients(1) }
        #expect(pump.events.errors.contains { $0.contains("client #1 disconnected in the middle of line 2") })
        staying.send(Payloads.start("other") + "\n")
        pump.until { _ in staying.answers.count == 1 }
        #expect(pump.events.lines.count == 2)
        #expect(pump.events.lines.map(\.source) == [.socket(client: 1), .socket(client: 2)])
        #expect(staying.answers[0]["verdict"] == "applied")
    }

    @Test func anOversizeLineGetsAnErrorReplyAndTheRestGoesOn() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let client = try TestClient(path: dashboard.server.path)
        defer { client.close() }
        var pump = dashboard.pump([client])
        pump.until { $0.statuses.last?.state == .clients(1) }
        // Sent in pieces, so the server sees it cross the limit and skip.
        client.send("{\"pad\":\"")
        for _ in 0..<20 {
            client.send(String(repeating: "x", count: 10_000))
            pump.drain()
        }
        client.send("\"}\n" + Payloads.start() + "\n")
        pump.until { _ in client.answers.count == 2 }
        #expect(client.answers[0]["line"] == 1)
        #expect(client.answers[0]["code"] == "REJECTED_LINE_TOO_LONG")
        let reason = client.answers[0]["reason"]?.stringValue
        #expect(reason?.contains("200010 bytes") == true)
        #expect(client.answers[1]["line"] == 2)
        #expect(client.answers[1]["verdict"] == "applied")
    }

    @Test func aClientThatNeverReadsIsDisconnectedAndBlocksNobody() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"), maximumOutgoingBytes: 16 * 1024)
        defer { server.close() }
        let sleeper = try TestClient(path: server.path)
        let reader = try TestClient(path: server.path)
        defer { sleeper.close(); reader.close() }
        var pump = Pump([server, reader])
        pump.until { $0.statuses.last?.state == .clients(2) }
        let record = OutputRecord.lifecycle(.started(activityID: "flood-" + String(repeating: "x", count: 100)), app: "com.example", at: Date())
        var delivered = 0
        while server.clientCount == 2, delivered < 100_000 {
            server.deliver(.output(record))
            delivered += 1
            pump.drain()
        }
        #expect(server.clientCount == 1)
        pump.until { $0.errors.contains { $0.hasPrefix("client #1 not reading") } }
        #expect(pump.events.statuses.last?.state == .clients(1))
        // The reader got every record, including those after the sleeper was dropped.
        server.deliver(.output(record))
        pump.until { _ in reader.received.count == delivered + 1 }
        #expect(Set(reader.received) == [record.line])
    }

    @Test func aStaleSocketFileIsReplaced() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("s.sock")
        // A socket file whose owner died: bound, never listening, closed.
        let dead = try UnixSocket.make(nonBlocking: false)
        let bound = try UnixSocketAddress(path: path).withSockaddr { bind(dead, $0, $1) }
        #expect(bound == 0)
        Descriptor.close(dead)
        #expect(try FileStatus.ofLink(path: path).get().isSocket)
        let server = try SocketServer(path: path)
        defer { server.close() }
        let client = try TestClient(path: path)
        defer { client.close() }
        var pump = Pump([server])
        pump.until { $0.statuses.last?.state == .clients(1) }
    }

    @Test func aLiveSocketMeansAnotherDashboardRuns() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("s.sock")
        let first = try SocketServer(path: path)
        defer { first.close() }
        #expect(throws: SocketServerError.alreadyRunning(path: path)) {
            try SocketServer(path: path)
        }
        #expect(SocketServerError.alreadyRunning(path: path).description.contains("another island dashboard is already listening on \(path)"))
        // The first one is untouched and still answers.
        let client = try TestClient(path: path)
        defer { client.close() }
        var pump = Pump([first])
        pump.until { $0.statuses.last?.state == .clients(1) }
    }

    @Test func somethingElseUnderTheNameIsNotDeleted() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("s.sock")
        FileWriter.append("precious\n", to: path)
        #expect(throws: SocketServerError.notASocket(path: path)) {
            try SocketServer(path: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
    }

    @Test func aClientThatLeftCostsAFailedSendNotSIGPIPE() throws {
        // With SIGPIPE at its default, a plain write to the departed client would kill the
        // test process; the server's send must say EPIPE instead.
        let previous = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, previous) }
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        defer { server.close() }
        let client = try TestClient(path: server.path)
        var pump = Pump([server])
        pump.until { $0.statuses.last?.state == .clients(1) }
        client.close()
        for _ in 0..<3 { server.deliver(.output(.intent(.endAll(app: "com.example", activityIDs: []), at: Date()))) }
        pump.until { $0.statuses.last?.state == .clients(0) }
        #expect(server.clientCount == 0)
    }

    @Test func aPeerOfAnotherUserIsRefused() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"), maximumOutgoingBytes: 1024, allowedUID: getuid() &+ 1)
        defer { server.close() }
        let client = try TestClient(path: server.path)
        defer { client.close() }
        var pump = Pump([server, client])
        pump.until { $0.errors.contains { $0.hasPrefix("refused a client of uid \(getuid())") } }
        pump.until { _ in client.sawEndOfFile }
        #expect(server.clientCount == 0)
        #expect(!pump.events.statuses.contains { $0.state == .clients(1) })
    }

    @Test func aClientThatStopsSendingStillGetsItsAnswers() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let client = try TestClient(path: dashboard.server.path)
        var pump = dashboard.pump([client])
        // What `nc -N` and socat do: send, shut down writing, read the answer.
        client.send(Payloads.start() + "\n" + "{\"half")
        client.shutdownWriting()
        pump.until { _ in client.answers.count == 1 }
        #expect(client.answers[0]["verdict"] == "applied")
        #expect(pump.events.errors.contains { $0.contains("stopped sending in the middle of line 2") })
        #expect(dashboard.server.clientCount == 1)
        // It still hears of changes until it hangs up.
        dashboard.apply(.key(.character("E")))
        dashboard.apply(.key(.character("y")))
        pump.until { _ in client.messages.contains { $0["intent"] == "EndAllActivitiesIntent" } }
        client.close()
        pump.until { $0.statuses.last?.state == .clients(0) }
    }

    @Test func manyLinesAtOnceAreAllAnsweredInOrder() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        defer { dashboard.server.close() }
        let client = try TestClient(path: dashboard.server.path)
        defer { client.close() }
        var pump = dashboard.pump([client])
        let lines = [Payloads.start()] + (1...1_000).map { Payloads.update(status: "step \($0)") }
        client.send(lines.joined(separator: "\n") + "\n")
        pump.until { _ in client.answers.count == lines.count }
        #expect(client.answers.map { $0["line"]?.numberValue?.exactInt } == Array(1...lines.count))
        #expect(client.answers.allSatisfy { $0["verdict"] == "applied" })
    }

    @Test func closingDisconnectsClients() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        let client = try TestClient(path: server.path)
        defer { client.close() }
        var pump = Pump([server, client])
        pump.until { $0.statuses.last?.state == .clients(1) }
        server.close()
        pump.sources = [client]
        pump.until { _ in client.sawEndOfFile }
        #expect(!FileManager.default.fileExists(atPath: server.path))
    }
}
