import Testing
@testable import IslandIO

@Suite struct SendOptionsTests {
    @Test func parses() throws {
        #expect(try SendOptions.parse([]) == SendOptions(inputs: [.stdin]))
        #expect(try SendOptions.parse(["--follow"]) == SendOptions(follow: true, inputs: []))
        #expect(try SendOptions.parse(["-f", "-"]) == SendOptions(follow: true, inputs: [.stdin]))
        #expect(try SendOptions.parse(["--socket", "/x/s.sock", "a.ndjson", "b.apns"])
            == SendOptions(socketPath: "/x/s.sock", inputs: [.file("a.ndjson"), .file("b.apns")]))
        #expect(try SendOptions.parse(["--socket=/y.sock", "--", "-odd-name"])
            == SendOptions(socketPath: "/y.sock", inputs: [.file("-odd-name")]))
        #expect(try SendOptions.parse(["-h"]).showHelp)
    }

    @Test func refusesWhatItDoesNotKnow() {
        #expect(throws: SendError.usage("unknown option --fast")) { try SendOptions.parse(["--fast"]) }
        #expect(throws: SendError.usage("--socket needs a PATH")) { try SendOptions.parse(["--socket"]) }
        #expect(throws: SendError.usage("--socket needs a PATH")) { try SendOptions.parse(["--socket="]) }
    }

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
        #expect(SendError.cannotConnect(path: "p", reason: "r").exitCode == 2)
    }
}
