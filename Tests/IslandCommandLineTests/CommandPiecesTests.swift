import Foundation
import IslandCore
import IslandIO
import Testing
@testable import island
#if canImport(Glibc)
import Glibc
#endif

/// The smaller pieces of the executable: the version, `send`'s text, signal exit statuses.
@Suite struct CommandPiecesTests {
    @Test func theVersionNamesTheCommit() {
        #expect(IslandVersion.text.hasPrefix("island \(IslandVersion.number) (commit "))
        #expect(!BuildCommit.commit.isEmpty)
        // Built from this checkout, the plugin found a commit (a tarball build says unknown).
        let hex = BuildCommit.commit.split(separator: "-").first ?? ""
        #expect(BuildCommit.commit == "unknown" || (hex.count == 12 && hex.allSatisfy(\.isHexDigit)), "\(BuildCommit.commit)")
    }

    @Test func sendTextNamesFileAndLine() {
        #expect(SendAnswerText.text(of: #"{"type":"ack","file":"trip.ndjson","line":3,"verdict":"applied","activity-id":"rnv5-trip"}"#, words: .english)
            == "trip.ndjson:3: applied rnv5-trip")
        #expect(SendAnswerText.text(of: #"{"type":"reply","file":"b.ndjson","line":1,"verdict":"rejected","code":"REJECTED_INVALID_JSON","reason":"not JSON"}"#, words: .english)
            == "b.ndjson:1: rejected REJECTED_INVALID_JSON: not JSON")
        #expect(SendAnswerText.text(of: #"{"type":"ack","file":"-","line":2,"verdict":"applied","activity-id":"x","warnings":[{"code":"W","message":"m"}]}"#, words: .english)
            == "-:2: applied x\n  warning W: m")
        #expect(SendAnswerText.text(of: #"{"type":"intent","intent":"StopRideIntent","activity-id":"rnv5-trip","timestamp":1}"#, words: .english)
            == "intent StopRideIntent rnv5-trip")
        #expect(SendAnswerText.text(of: #"{"type":"lifecycle","event":"ended","reason":"user-stopped","activity-id":"r","timestamp":1}"#, words: .english)
            == "lifecycle ended r (user-stopped)")
        // The dashboard's words never reach the terminal as controls.
        #expect(!SendAnswerText.text(of: "{\"type\":\"reply\",\"file\":\"a\",\"line\":1,\"verdict\":\"rejected\",\"reason\":\"\\u001b[2J\"}", words: .english).contains("\u{1B}"))
        #expect(!SendAnswerText.text(of: "not json \u{1B}[31m", words: .english).contains("\u{1B}"))
    }

    @Test func aSignalEndsWith128PlusItsNumber() {
        #expect(TerminationObserver.number(of: "SIGINT") == SIGINT)
        #expect(TerminationObserver.number(of: "SIGTERM") == SIGTERM)
        #expect(TerminationObserver.number(of: "SIGHUP") == SIGHUP)
        #expect(TerminationObserver.number(of: "terminal closed") == SIGHUP)
        #expect(TerminationObserver.number(of: "run loop failure") == nil)
        let observer = TerminationObserver()
        #expect(observer.exitStatus == 0)
        let model = AppModel()
        observer.willApply(.terminate(signal: "SIGINT"), to: model, now: Date())
        observer.willApply(.terminate(signal: "SIGTERM"), to: model, now: Date())
        #expect(observer.exitStatus == 130, "the first signal decides")
    }
}
