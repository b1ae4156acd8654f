import Foundation
import IslandCore
@testable import IslandIO

/// The dashboard without a screen, enough for the socket: the server's events go through the
/// real reducer, and its effects go back to the server, as the run loop does.
final class TestDashboard {
    var model = AppModel()
    let server: SocketServer
    /// Every effect the reducer produced.
    private(set) var effects: [AppEffect] = []

    init(server: SocketServer) {
        self.server = server
        model.locked = false
    }

    func apply(_ event: AppEvent) {
        let produced = AppReducer.update(&model, event, now: Date())
        effects += produced
        for effect in produced { server.deliver(effect) }
    }

    /// A pump over the server and `clients` that feeds the reducer.
    func pump(_ clients: [any EventSource] = []) -> Pump {
        Pump([server] + clients) { [unowned self] event in self.apply(event) }
    }
}
