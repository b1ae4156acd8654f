import Foundation
import Testing
@testable import IslandCore

/// `JSONWriter` writes a string as it is unless a character needs an escape; whichever path
/// it takes, the text must be what escaping it character by character gives.
@Suite struct JSONWriterStringTests {
    /// The escaping spelled out scalar by scalar: the reference every path must match.
    static func reference(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar == "\u{2028}" || scalar == "\u{2029}" || ControlCharacters.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func everyStringIsWrittenAsEscapingEachCharacterWrites() throws {
        let pieces = ["plain", "remainingTime → 290", "Kurpfalzbrücke", "日本語", "🚋", "\"", "\\", "\n", "\t", "\u{1B}[31m",
                      "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{202E}", "\u{2066}", "\u{200E}", "\u{061C}", "\u{2028}", "\u{2029}", ""]
        var cases = 0
        for first in pieces {
            for second in pieces {
                let string = first + second
                var written = ""
                JSONWriter.writeString(string, into: &written)
                #expect(written == Self.reference(string), "\(Array(string.unicodeScalars))")
                // And it reads back as the string it was.
                #expect(try JSONParser.parse(written) == .string(string))
                cases += 1
            }
        }
        #expect(cases >= 400)
    }
}
