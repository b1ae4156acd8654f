import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes

/// An answer's bytes are its JSON as `JSONWriter` writes it, whichever way they are made:
/// an ack without warnings is written straight, everything else from its JSON.
@Suite struct LineAnswerTests {
    @Test func theBytesAreTheJSONWritten() {
        var random = SeededRandom(seed: 1_764)
        let ids = ["rnv5-trip", "", "a\"b\\c", "line\nbreak", "\u{1B}[31m", "\u{202E}bidi", "Kurpfalzbrücke 🚋", "\u{2028}", String(repeating: "x", count: 300)]
        let warnings = [Warning(.updateBudget, text: "over the budget"), Warning(.controlCharacters, text: "content-state.x holds \u{7}")]
        var answers: [LineAnswer] = []
        for id in ids {
            for line in [1, 9, 10, 12_345, Int.max, Int.random(in: 1...1_000_000, using: &random)] {
                answers.append(.ack(line: line, activityID: id, warnings: []))
                answers.append(.ack(line: line, activityID: id, warnings: Array(warnings.prefix(Int.random(in: 1...2, using: &random)))))
            }
            answers.append(.reply(JSONObject([("type", "reply"), ("line", 3), ("verdict", "rejected"), ("reason", .string(id))])))
        }
        for answer in answers {
            var bytes: [UInt8] = [0x41]
            answer.write(into: &bytes)
            var expected: [UInt8] = [0x41]
            JSONWriter.write(answer.json, into: &expected)
            #expect(bytes == expected, "\(answer)")
        }
        #expect(answers.count == ids.count * 13)
    }

    @Test func anAckSaysWhatTheSocketDocumentsSay() throws {
        let ack = LineAnswer.ack(line: 3, activityID: "rnv5-trip", warnings: [])
        #expect(JSONWriter.string(ack.json) == #"{"type":"ack","line":3,"verdict":"applied","activity-id":"rnv5-trip"}"#)
        let warned = LineAnswer.ack(line: 4, activityID: "r", warnings: [Warning(.updateBudget, text: "m")])
        #expect(JSONWriter.string(warned.json) == #"{"type":"ack","line":4,"verdict":"applied","activity-id":"r","warnings":[{"code":"WARN_UPDATE_BUDGET","message":"m"}]}"#)
    }
}
