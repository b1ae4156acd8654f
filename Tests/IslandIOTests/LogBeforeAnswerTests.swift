import Foundation
import IslandTestSupport
import IslandCore
import IslandJSON
import Testing
@testable import IslandIO

/// The log of a turn goes out in one write, and before the turn's answers: a producer that
/// has its ack finds its line in `--log`/`--headless`. With a real socket, a real log file and
/// the real loop; checked at every moment answers leave (a sink that sits between the socket
/// and the log in the order given, so a loop that kept that order would show the answers
/// first), counted, not timed.
@Suite struct LogBeforeAnswerTests {
    /// Sees the turn end right after the socket server sent its answers: every line the
    /// client has an answer for must be in the log file by then. Feeds the next lines.
    final class Checker: EffectSink {
        let client: TestClient
        let logPath: String
        let keyboard: RunLoopPipeSource
        let total: Int
        var sent = 1
        var checks = 0
        var shortfalls: [String] = []

        init(client: TestClient, logPath: String, keyboard: RunLoopPipeSource, total: Int) {
            self.client = client
            self.logPath = logPath
            self.keyboard = keyboard
            self.total = total
        }

        func deliver(_ effect: AppEffect) {}

        static func lineNumber(_ object: JSONObject) -> Int? { object["line"]?.numberValue?.exactInt }

        func finishTurn() {
            _ = client.handle(descriptor: client.descriptor, revents: Int16(POLLIN), now: Date())
            let answered = Set(client.answers.compactMap(Self.lineNumber))
            guard !answered.isEmpty else { return }
            checks += 1
            let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            let entries: [JSONObject] = text.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)).objectValue }
            let logged = Set(entries.filter { $0["kind"] == "applied" }.compactMap(Self.lineNumber))
            let missing = answered.subtracting(logged)
            if !missing.isEmpty { shortfalls.append("answered before logged: \(missing.sorted().prefix(5))") }
            if answered.count >= total {
                keyboard.type("q")
            } else if sent < total {
                // A flood: the next 300 lines at once.
                let next = min(total, sent + 300)
                client.send((sent..<next).map { Payloads.update(status: "step \($0)") + "\n" }.joined())
                sent = next
            }
        }
    }

    @Test func aProducerWithItsAnswerFindsItsLineInTheLog() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        let keyboard = RunLoopPipeSource()
        let writer = try LogLineWriter(path: dir.path("log.ndjson"))
        defer {
            server.close()
            keyboard.close()
            writer.close()
        }
        let client = try TestClient(path: server.path)
        defer { client.close() }
        let total = 1_500
        let checker = Checker(client: client, logPath: dir.path("log.ndjson"), keyboard: keyboard, total: total)
        client.send(Payloads.start() + "\n")
        // The log last in the order given: the loop must still write it first.
        let loop = IslandIO.RunLoop(model: AppModel(), clock: VirtualClock(start: Date()), sources: [server, keyboard],
                                    sinks: [server, checker, writer], observers: [writer])
        loop.run()
        #expect(client.answers.count >= total)
        #expect(checker.shortfalls == [])
        #expect(checker.checks >= 5)
        // A write a turn, not one a line.
        #expect(writer.count >= total && writer.writes * 10 < writer.count)
    }
}
