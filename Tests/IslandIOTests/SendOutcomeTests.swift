import IslandText
import Testing
@testable import IslandIO

@Suite struct SendOutcomeTests {
    @Test func exitCodes() {
        var outcome = SendOutcome()
        outcome.sent = 3
        outcome.applied = 3
        #expect(outcome.exitCode == 0)
        outcome.applied = 2
        outcome.notApplied = 1
        #expect(outcome.exitCode == 1)
        outcome.connectionLost = true
        #expect(outcome.exitCode == 2)
        #expect(SendError.cannotConnect(path: "p", reason: Sentence(.plainReason, ["reason": "r"])).exitCode == 2)
    }
}
