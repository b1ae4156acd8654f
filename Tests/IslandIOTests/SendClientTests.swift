import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO
#if canImport(Glibc)
import Glibc
import IslandJSON
#endif

/// `island send` against the real socket server and reducer, in process.
@Suite struct SendClientTests {
    struct Setup {
        let dir = TemporaryDirectory()
        let dashboard: TestDashboard

        init() throws {
            dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        }

        var path: String { dashboard.server.path }

        func file(_ name: String, _ text: String) -> String {
            let path = dir.path(name)
            FileWriter.append(text, to: path)
            return path
        }

        /// Runs a client to its end beside the dashboard.
        func send(_ inputs: [SendInput], follow: Bool = false,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> SendClientDriver {
            let driver = SendClientDriver(try SendClient(socketPath: path, inputs: inputs, follow: follow))
            var pump = dashboard.pump([driver])
            pump.until(sourceLocation: sourceLocation) { _ in driver.client.isFinished }
            driver.close()
            return driver
        }

        func tearDown() {
            dashboard.server.close()
            dir.remove()
        }
    }

    @Test func ndjsonLinesAllAppliedExitZero() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("trip.ndjson", [Payloads.start(), Payloads.update(status: "near"), Payloads.update(status: "here")].joined(separator: "\n") + "\n")
        let driver = try setup.send([.file(file)])
        let outcome = driver.client.outcome
        #expect(outcome.sent == 3)
        #expect(outcome.applied == 3)
        #expect(outcome.exitCode == 0)
        #expect(driver.messages.filter { $0["type"] == "ack" }.map { $0["line"] } == [1, 2, 3])
        #expect(driver.messages.first?["type"] == "lifecycle", "events the dashboard sends back are printed too")
        #expect(driver.problems.isEmpty)
        #expect(setup.dashboard.model.system.activities.first?.id == "pizza-1")
    }

    @Test func aPrettyPrintedApnsFileGoesAsOneLine() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("start.apns", Payloads.prettyStart + "\n")
        let driver = try setup.send([.file(file)])
        #expect(driver.client.outcome.sent == 1)
        #expect(driver.client.outcome.exitCode == 0)
        #expect(setup.dashboard.model.system.activities.map(\.id) == ["pretty-1"])
    }

    @Test func aLineNotAppliedMeansExitOneAndItsReplyIsPrinted() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("mixed.ndjson", Payloads.start() + "\n{\"aps\":{\"event\":\"begin\"}}\n")
        let driver = try setup.send([.file(file)])
        #expect(driver.client.outcome.applied == 1)
        #expect(driver.client.outcome.notApplied == 1)
        #expect(driver.client.outcome.exitCode == 1)
        let reply = try #require(driver.messages.first { $0["type"] == "reply" })
        #expect(reply["line"] == 2)
        #expect(reply["verdict"] == "rejected")
        #expect(reply["code"] == "REJECTED_UNKNOWN_EVENT")
    }

    @Test func filesAndStandardInputInOrder() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let first = setup.file("1.ndjson", Payloads.start() + "\n")
        let third = setup.file("3.ndjson", "\n" + Payloads.update(status: "third") + "\n")
        let piped = Array((Payloads.update(status: "second") + "\n").utf8)
        #expect(piped.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == piped.count)
        close(ends[1])
        let driver = try setup.send([.file(first), .standardInput(descriptor: ends[0]), .file(third)])
        #expect(driver.client.outcome.sent == 3, "the blank line is not sent")
        #expect(driver.client.outcome.exitCode == 0)
        #expect(setup.dashboard.model.system.activities.first?.contentState["status"] == .string("third"))
    }

    @Test func aLineOverTheLimitIsNotSent() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("big.ndjson", Payloads.start() + "\n{\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}\n")
        let driver = try setup.send([.file(file)])
        #expect(driver.client.outcome.sent == 1)
        #expect(driver.client.outcome.notSent == 1)
        #expect(driver.client.outcome.exitCode == 1)
        #expect(driver.problems == ["\(file):2: 70010 bytes, over the 64 KiB limit of a line; not sent"])
    }

    /// Every answer names its input line: across files, after blank lines, after a line too
    /// long to send and a pretty-printed document, and for standard input as `-`.
    @Test func everyAnswerNamesItsFileAndLine() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let long = "{\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}"
        let a = setup.file("a.ndjson", [Payloads.start(), "", long, Payloads.update(status: "a4"), "oops"].joined(separator: "\n") + "\n")
        let b = setup.file("b.ndjson", ["{\"aps\":{\"event\":\"begin\"}}", Payloads.prettyUpdate, Payloads.update(status: "b-last")].joined(separator: "\n") + "\n")
        let piped = Array(("\n" + Payloads.update(status: "piped") + "\n").utf8)
        #expect(piped.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == piped.count)
        close(ends[1])
        let driver = try setup.send([.file(a), .file(b), .standardInput(descriptor: ends[0])])
        let answers = driver.messages.filter { $0["type"] == "ack" || $0["type"] == "reply" }
        let named = answers.map { "\($0["file"]?.stringValue ?? "?"):\($0["line"]?.numberValue?.exactInt ?? 0) \($0["verdict"]?.stringValue ?? "?")" }
        let prettyLines = Payloads.prettyUpdate.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(named == [
            "\(a):1 applied", "\(a):4 applied", "\(a):5 rejected",
            "\(b):1 rejected", "\(b):2 applied", "\(b):\(2 + prettyLines) applied",
            "-:2 applied",
        ])
        #expect(driver.problems == ["\(a):3: 70010 bytes, over the 64 KiB limit of a line; not sent"])
        // "file" comes before "line"; the rest is as the dashboard sent it.
        #expect(driver.received.contains { $0.hasPrefix("{\"type\":\"reply\",\"file\":\"\(b)\",\"line\":1,\"verdict\":\"rejected\"") })
    }

    @Test func followPrintsIntentsUntilTheDashboardGoes() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("start.ndjson", Payloads.start() + "\n")
        let driver = SendClientDriver(try SendClient(socketPath: setup.path, inputs: [.file(file)], follow: true))
        var pump = setup.dashboard.pump([driver])
        pump.until { _ in driver.client.outcome.applied == 1 }
        #expect(!driver.client.isFinished, "with --follow it stays")
        // End all on the dashboard reaches the script (a type island only infers has no
        // button of its own).
        setup.dashboard.apply(.key(.character("E")))
        setup.dashboard.apply(.key(.enter))
        pump.until { _ in driver.messages.contains { $0["intent"] == "EndAllActivitiesIntent" } }
        #expect(driver.messages.contains { $0["type"] == "intent" })
        // The dashboard quits: the client is done, and all its lines were applied.
        setup.dashboard.server.close()
        pump.sources = [driver]
        pump.until { _ in driver.client.isFinished }
        #expect(driver.client.outcome.exitCode == 0)
        #expect(driver.problems.isEmpty)
    }

    @Test func followWithoutInputOnlyListens() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let driver = SendClientDriver(try SendClient(socketPath: setup.path, inputs: [], follow: true))
        var pump = setup.dashboard.pump([driver])
        pump.until { $0.statuses.last?.state == .clients(1) }
        setup.dashboard.server.deliver(.output(.intent(.endAll(app: "com.example", activityIDs: []), at: Date())))
        pump.until { _ in driver.messages.count == 1 }
        #expect(driver.messages[0]["intent"] == "EndAllActivitiesIntent")
        #expect(driver.client.outcome.sent == 0)
        driver.close()
    }

    @Test func theDashboardLeavingBeforeAnsweringIsExitTwo() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let file = setup.file("start.ndjson", Payloads.start() + "\n")
        let driver = SendClientDriver(try SendClient(socketPath: setup.path, inputs: [.file(file)], follow: false))
        // A server that reads but never answers, then goes.
        var pump = Pump([setup.dashboard.server, driver])
        pump.until { $0.lines.count == 1 }
        setup.dashboard.server.close()
        pump.sources = [driver]
        pump.until { _ in driver.client.isFinished }
        #expect(driver.client.outcome.connectionLost)
        #expect(driver.client.outcome.exitCode == 2)
        #expect(driver.problems == ["the dashboard closed the connection before answering 1 line"])
    }

    @Test func noDashboardIsExitTwoSayingWhy() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let refused = #expect(throws: SendError.self) {
            try SendClient(socketPath: dir.path("none.sock"), inputs: [], follow: false)
        }
        #expect(refused?.description == "cannot connect to a dashboard at \(dir.path("none.sock")): no socket file (is `island run --socket` running, with the same path?)")
        #expect(refused?.sentence.words(.de) == "keine Verbindung zu einem Dashboard unter \(dir.path("none.sock")): keine Socket-Datei (läuft `island run --socket`, mit demselben Pfad?)")
        // A socket file left by a dashboard that died.
        let path = dir.path("stale.sock")
        let dead = try UnixSocket.make(nonBlocking: false)
        #expect(try UnixSocketAddress(path: path).withSockaddr { bind(dead, $0, $1) } == 0)
        Descriptor.close(dead)
        let error = #expect(throws: SendError.self) {
            try SendClient(socketPath: path, inputs: [], follow: false)
        }
        #expect(error?.description == "cannot connect to a dashboard at \(path): nothing listens there (the dashboard that made the socket file has exited)")
        #expect(error?.exitCode == 2)
    }

    @Test func anUnreadableFileSendsNothing() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let good = setup.file("good.ndjson", Payloads.start() + "\n")
        let failed = #expect(throws: SendError.self) {
            try SendClient(socketPath: setup.path, inputs: [.file(good), .file(setup.dir.path("missing.ndjson"))], follow: false)
        }
        #expect(failed?.description == "cannot read \(setup.dir.path("missing.ndjson")): No such file or directory")
        var pump = setup.dashboard.pump()
        pump.drain()
        #expect(setup.dashboard.server.clientCount == 0, "it did not even connect")
    }

    /// The blocking `run` that `island send` uses, against a dashboard on another thread.
    @Test func runToTheEndAgainstADashboardOnAnotherThread() throws {
        let setup = try Setup()
        defer { setup.tearDown() }
        let lines = [Payloads.start()] + (1...2_000).map { Payloads.update(status: "step \($0)") } + ["oops"]
        let file = setup.file("many.ndjson", lines.joined(separator: "\n") + "\n")
        let dashboardSide = UncheckedBox(setup.dashboard.pump())
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Serve until the client has come and gone.
            dashboardSide.value.until(timeout: 60) { events in
                events.statuses.contains { $0.state == .clients(1) } && events.statuses.last?.state == .clients(0)
            }
            finished.signal()
        }
        thread.start()
        let client = try SendClient(socketPath: setup.path, inputs: [.file(file)], follow: false)
        var printed: [SendOutput] = []
        let outcome = client.run { printed.append($0) }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(outcome.sent == lines.count)
        #expect(outcome.applied == lines.count - 1)
        #expect(outcome.notApplied == 1)
        #expect(outcome.exitCode == 1)
        let replies = printed.compactMap { output -> JSONObject? in
            guard case .received(let answer) = output, let object = try? JSONParser.parse(answer.json).objectValue else { return nil }
            return object["type"] == "reply" ? object : nil
        }
        #expect(replies.count == 1)
        #expect(replies.first?["line"] == 2002)
        #expect(replies.first?["file"] == .string(file))
        #expect(replies.first?["code"] == "REJECTED_INVALID_JSON")
    }
}

/// Hands a non-Sendable value to one other thread that alone uses it until it signals.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
