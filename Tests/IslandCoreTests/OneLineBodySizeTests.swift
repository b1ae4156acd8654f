import Foundation
import Testing
@testable import IslandCore
import IslandTypes

/// A single NDJSON line is the body as sent: its own bytes are judged (APNs answers 413 over
/// 4096), and the reason says what made it large. Only a document of several lines
/// (pretty-printed) gets the "send it compact" warning.
@Suite struct OneLineBodySizeTests {
    /// What Python's `json.dumps` writes by default (`ensure_ascii=True`): every é as \u00e9.
    static func escapedLine(characters: Int) -> [UInt8] {
        let text = String(repeating: "\\u00e9", count: characters)
        return Array(#"{"aps":{"timestamp":1764421200,"event":"update","content-state":{"status":"\#(text)"}}}"#.utf8)
    }

    @Test func aLineLargeByItsEscapesIsRejectedAndSaysWhy() throws {
        let line = Self.escapedLine(characters: 700)
        #expect(line.count > 4096)
        let push = try PushDecoder.decode(bytes: line).get()
        let problem = try #require(push.problems.first { $0.code == .rejectedTooLarge })
        #expect(problem.english.contains("\(line.count) bytes as sent"), "\(problem.english)")
        #expect(problem.english.contains("700 \\u escapes"), "\(problem.english)")
        #expect(problem.english.contains("ensure_ascii=False"), "\(problem.english)")
        #expect(!push.warnings.contains { $0.code == .bodyTooLargeAsWritten })
    }

    @Test func aLineLargeByItsSpacesIsRejectedAndSaysWhy() throws {
        let padding = String(repeating: " ", count: 4100)
        let line = Array(#"{"aps": {"timestamp": 1764421200, "event": "update",\#(padding) "content-state": {"status": "ok"}}}"#.utf8)
        let push = try PushDecoder.decode(bytes: line).get()
        let problem = try #require(push.problems.first { $0.code == .rejectedTooLarge })
        #expect(problem.english.contains("spaces"), "\(problem.english)")
    }

    @Test func aPrettyPrintedDocumentStillOnlyWarns() throws {
        let padding = String(repeating: "  \n", count: 1500)
        let document = Array("{\n  \"aps\": {\n\(padding)    \"timestamp\": 1764421200, \"event\": \"update\", \"content-state\": {\"status\": \"ok\"}\n  }\n}".utf8)
        #expect(document.count > 4096)
        let push = try PushDecoder.decode(bytes: document).get()
        #expect(push.problems.isEmpty)
        #expect(push.warnings.contains { $0.code == .bodyTooLargeAsWritten })
    }
}
