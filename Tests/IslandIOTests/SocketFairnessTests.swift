import Foundation
import IslandCore
import IslandTestSupport
import Testing
@testable import IslandIO

/// The user before the flood, at the socket: 50 clients each with lines queued, then a new
/// client sends one. Its line is handed over after at most one budget of lines of each
/// flooding client — counted in the order the loop gets the events, not in wall time. (It
/// once waited behind every line the flooders had sent: 6.4 s under 50 × 2 000 lines.)
@Suite struct SocketFairnessTests {
    @Test func aNewClientWaitsForAtMostOneBudgetOfEachFlooder() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let dashboard = TestDashboard(server: try SocketServer(path: dir.path("s.sock")))
        let server = dashboard.server
        defer { server.close() }
        var pump = dashboard.pump()

        let flooders = try (0..<50).map { _ in try TestClient(path: server.path) }
        defer { flooders.forEach { $0.close() } }
        pump.until { _ in server.clientCount == flooders.count }
        // What fits in each socket's buffer without waiting for the server to read.
        let perClient = 100
        for (index, flooder) in flooders.enumerated() {
            let lines = (1...perClient).map { #"{"flood":\#(index),"n":\#($0),"pad":"\#(String(repeating: "x", count: 60))"}"# }
            flooder.send(lines.joined(separator: "\n") + "\n")
        }
        let newcomer = try TestClient(path: server.path)
        defer { newcomer.close() }
        newcomer.send(Payloads.start("first") + "\n")
        pump.sources.append(newcomer)
        pump.until(timeout: 60) { _ in newcomer.answers.count == 1 }

        let lines = pump.events.lines
        let newcomerID = flooders.count + 1
        let position = try #require(lines.firstIndex { $0.source == .socket(client: newcomerID) })
        let budget = server.lineBudget
        #expect(budget == 20, "1024 lines a turn shared by 51 clients")
        #expect(position <= flooders.count * budget, "\(position) lines of others came first")
        #expect(newcomer.answers.first?["verdict"] == "applied")

        // And nothing of the flood is lost: every line is answered, in order per client.
        pump.until(timeout: 60) { $0.lines.count == flooders.count * perClient + 1 }
        for id in 1...flooders.count {
            let numbers = pump.events.lines.filter { $0.source == .socket(client: id) }.map(\.number)
            #expect(numbers == Array(1...perClient), "client \(id)")
        }
    }
}
