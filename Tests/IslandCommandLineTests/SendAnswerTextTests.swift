import IslandCore
import IslandIO
import IslandTestSupport
import Testing
@testable import island
import IslandText

/// `island send`'s output from one parse of each answer, against the output as it was made
/// before (`SendAnswerReference`: re-serialise, escape, parse again), byte for byte, over
/// every answer shape of `SendAnswerCorpus`, as `--json` and as text.
@Suite struct SendAnswerTextTests {
    /// Input lines with names that need escaping (in JSON) and sanitising (in text).
    static let files = ["trip.ndjson", "-", "dir with space/Brücke.ndjson", "evil\u{1B}[31m\u{9B}2J.ndjson",
                        "quote\"back\\slash.ndjson", "\u{202E}txt.ndjson", "line\nbreak\u{2028}.ndjson"]

    /// Where the dashboard's line N came from, in these tests.
    static func origin(_ line: Int) -> SendOrigin {
        SendOrigin(file: files[line % files.count], line: line * 7 + 1)
    }

    /// The answer as `SendClient` hands it out when it has sent `sent` lines.
    static func answer(_ line: [UInt8], sent: Int) -> SendAnswer {
        var answer = SendAnswer(line: line)
        if let verdict = answer.verdict, verdict.line >= 1, verdict.line <= sent { answer.origin = origin(verdict.line) }
        return answer
    }

    static func text(_ answer: SendAnswer) -> String {
        var out: [UInt8] = []
        SendAnswerText.append(answer, words: .english, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: [0, 1, 3, 40])
    func everyAnswerPrintsAsBefore(sent: Int) {
        var cases = 0
        var relabelled = 0
        for line in SendAnswerCorpus.lines(count: 3_000, sent: sent, seed: 12 + UInt64(sent)) {
            let answer = Self.answer(line, sent: sent)
            let json = SendAnswerReference.json(of: line, sent: sent) { (Self.origin($0).file, Self.origin($0).line) }
            #expect(answer.json == json, "\(String(decoding: line, as: UTF8.self).debugDescription)")
            #expect(Self.text(answer) == SendAnswerReference.text(of: json), "\(String(decoding: line, as: UTF8.self).debugDescription)")
            #expect((answer.verdict.map { $0.line >= 1 && $0.line <= sent ? $0.applied : nil } ?? nil)
                    == SendAnswerReference.verdict(of: line, sent: sent))
            cases += 1
            if answer.origin != nil { relabelled += 1 }
        }
        CaseCount.expect(cases, atLeast: 3_000)
        if sent > 0 { CaseCount.expect(relabelled, atLeast: 200, "relabelled answers") }
    }

    /// The corpus reaches every path of the output: relabelled, copied, escaped, not JSON.
    @Test func theCorpusReachesEveryPath() {
        var paths: [String: Int] = [:]
        for line in SendAnswerCorpus.lines(count: 3_000, sent: 3, seed: 15) {
            let answer = Self.answer(line, sent: 3)
            let controls = line.withUnsafeBufferPointer { ControlCharacters.contains(utf8: $0) }
            let path = answer.message == nil ? "not an object" : answer.origin != nil ? "relabelled" : controls ? "escaped" : "copied"
            paths[path, default: 0] += 1
        }
        for path in ["relabelled", "copied", "escaped", "not an object"] {
            CaseCount.expect(paths[path] ?? 0, atLeast: 10, path)
        }
    }

    /// No output path lets a control through raw, whatever the line.
    @Test func noRawControlInAnyOutput() {
        var cases = 0
        for line in SendAnswerCorpus.lines(count: 1_000, sent: 3, seed: 16) {
            let answer = Self.answer(line, sent: 3)
            #expect(RawControls.find(in: answer.json) == [])
            #expect(RawControls.find(in: Self.text(answer)) == [])
            cases += 1
        }
        CaseCount.expect(cases, atLeast: 1_000)
    }
}
