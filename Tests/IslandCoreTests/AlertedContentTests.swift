import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore

/// What a Watch out of range keeps: the content of the last alerting push, the start included.
@Suite struct AlertedContentTests {
    typealias P = PayloadBuilder

    @Test func onlyAlertingPushesMoveIt() {
        var system = BuiltInTypes.system()
        _ = system.receive(P.start(at: 0), now: P.at(0))
        let started = system.activity("trip")?.contentState
        #expect(system.activity("trip")?.alertedContentState == started)
        _ = system.receive(P.update(at: 10, state: P.tripState(delay: 3)), now: P.at(10))
        #expect(system.activity("trip")?.int("delay") == 3)
        #expect(system.activity("trip")?.alertedContentState == started)
        _ = system.receive(P.update(at: 20, state: P.tripState(delay: 6), alert: ["title": "RNV 5", "body": "+6"]), now: P.at(20))
        #expect(system.activity("trip")?.alertedContentState == system.activity("trip")?.contentState)
    }
}
