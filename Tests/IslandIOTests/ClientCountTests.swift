import Foundation
import IslandTestSupport
import IslandCore
import Testing
@testable import IslandIO

/// Clients coming and going are the status line's count, not the events pane's: an `island
/// send` used to leave two entries (connected, disconnected) for its one line.
@Suite struct ClientCountTests {
    @Test func aClientThatComesAndGoesLeavesNoEventsPaneEntry() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let server = try SocketServer(path: dir.path("s.sock"))
        defer { server.close() }
        var model = AppModel()
        let now = Date()
        var counts: [Int] = []
        var pump = Pump([server]) { event in
            _ = AppReducer.update(&model, event, now: now)
            if let status = model.sources.first(where: { $0.name == "socket" }), case .clients(let count) = status.state { counts.append(count) }
        }
        pump.until { $0.statuses.count == 1 }
        let entriesBefore = model.log.total

        for _ in 0..<3 {
            let client = try TestClient(path: server.path)
            pump.until { $0.statuses.last?.state == .clients(1) }
            client.close()
            pump.until { $0.statuses.last?.state == .clients(0) }
        }
        #expect(model.log.total == entriesBefore, "\(model.log.total - entriesBefore) entries for three clients")
        #expect(counts.contains(1) && counts.last == 0, "the status line counts them: \(counts)")
        #expect(model.sources.first { $0.name == "socket" }?.summary == "socket: 0 clients")
    }
}
