import Foundation
import IslandJSON
import IslandText
import IslandTypes
import Testing
@testable import IslandCore

/// The warning path's byte writers say what the general ones say: the ack with warnings as
/// `JSONWriter.write(answer.json)`, a warning's English as `english`, seconds and spans of
/// time as `DiagnosticText.seconds` and `duration`.
@Suite struct WarningBytesWriterTests {
    static let warnings: [[Warning]] = [
        [],
        [Warning(.inconsistentContent, Sentence(.contentInconsistentBefore, arguments: [
            .text("interval", "remainingTime"), .text("seconds", "255"), .text("until", "nextStopTime"), .text("span", "9 min"),
            .text("difference", "-540"), .text("tolerance", "60"),
        ]))],
        [Warning(.valueOutOfRange, Sentence(.contentOutOfRange, sentences: [
            "values": Sentence(.contentValueOutside, ["path": "content-state.progress", "value": "1.5", "range": "0…1", "clamped": "1"]),
         ])),
         Warning(.controlCharacters, .diagnosticControlCharacters, ["paths": "content-state.nextStop \"control\" or bidi\u{202E} \n\u{2028}", "count": "1"])],
    ]

    @Test(arguments: warnings)
    func anAckIsWrittenAsItsJSON(_ warnings: [Warning]) {
        for id in ["rnv5-trip", "a \"quoted\" ü id\u{7}"] {
            let answer = LineAnswer.ack(line: 1234, activityID: id, warnings: warnings)
            var fast: [UInt8] = []
            answer.write(into: &fast)
            var general: [UInt8] = []
            JSONWriter.write(answer.json, into: &general)
            #expect(fast == general)
        }
    }

    @Test(arguments: warnings.joined())
    func aWarningIsWordedAsItsEnglish(_ warning: Warning) {
        var bytes: [UInt8] = []
        LogMessage.warning(warning).writeEnglish(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == LogMessage.warning(warning).english)
    }

    /// Whole, fractional (every number of trailing and leading zeros), negative, tiny, huge,
    /// not finite.
    @Test func secondsAreWrittenAsTheyAreWorded() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.0004, -0.0004, 0.476, 0.01, 0.1, 0.25, 12.34, -12.001, 1764417600.1,
                                1796150900.6068792, 1e15, 1e18, -3e20, .infinity, -.infinity, .nan, 123.9999, 0.9995]
        for thousandth in stride(from: -2000, through: 2000, by: 7) { values.append(Double(thousandth) / 1000 + 0.0001 * Double(thousandth % 3)) }
        for value in values {
            var bytes: [UInt8] = []
            DiagnosticText.writeSeconds(value, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == DiagnosticText.seconds(value), "\(value)")
        }
    }

    @Test func spansAreWrittenAsTheyAreWorded() {
        var values: [Double] = [0, 0.4, 59.4, 59.6, 60, -60, 3599, 3600, 3660, 7200, 47 * 3600 + 59 * 60, 48 * 3600, 1e11, 1e12, -1e13]
        for second in stride(from: -200_000, through: 200_000, by: 997) { values.append(Double(second)) }
        for value in values {
            var bytes: [UInt8] = []
            DiagnosticText.writeDuration(value, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == DiagnosticText.duration(value), "\(value)")
        }
    }
}
