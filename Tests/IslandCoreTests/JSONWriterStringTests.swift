import Foundation
import Testing
@testable import IslandCore
@testable import IslandText
@testable import IslandJSON

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

    /// Every kind of character: plain, beyond ASCII, each escape, C0 and C1 controls, bidi
    /// controls, the line and paragraph separators, nothing.
    static let pieces = ["plain", "remainingTime → 290", "Kurpfalzbrücke", "日本語", "🚋", "\"", "\\", "\n", "\t", "\u{1B}[31m",
                         "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{202E}", "\u{2066}", "\u{200E}", "\u{061C}", "\u{2028}", "\u{2029}", ""]

    @Test func everyStringIsWrittenAsEscapingEachCharacterWrites() throws {
        var cases = 0
        for first in Self.pieces {
            for second in Self.pieces {
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

    /// The byte writer (answers on the socket, `--headless` lines) escapes as the text writer
    /// does, on the same strings.
    @Test func theByteWriterEscapesAsTheTextWriterDoes() {
        var cases = 0
        for first in Self.pieces {
            for second in Self.pieces {
                let string = first + second
                var bytes: [UInt8] = [0x41]
                JSONWriter.writeString(string, into: &bytes)
                #expect(bytes == [0x41] + Array(Self.reference(string).utf8), "\(Array(string.unicodeScalars))")
                // Text already made as bytes (a log entry's wording) the same way.
                var fromBytes: [UInt8] = [0x41]
                JSONWriter.writeString(utf8: Array(string.utf8), into: &fromBytes)
                #expect(fromBytes == bytes)
                cases += 1
            }
        }
        #expect(cases >= 400)
    }

    /// Whole values, generated (numbers of every form, escapes, nesting, repeated keys): the
    /// bytes are the text's UTF-8.
    @Test func theByteWriterWritesEveryValueAsTheTextWriterDoes() {
        var generator = JSONTextGenerator(seed: 2028)
        var cases = 0
        for _ in 0..<300 {
            // A generated number may be out of range for the tree parser: such a text is skipped.
            guard let value = try? JSONParser.parse(generator.document()) else { continue }
            var bytes: [UInt8] = []
            JSONWriter.write(value, into: &bytes)
            #expect(bytes == Array(JSONWriter.string(value).utf8))
            cases += 1
        }
        let unwritable: JSONValue = .array([.number(JSONNumber(Double.infinity)), .number(JSONNumber(-Double.nan)), true, false, .null])
        var bytes: [UInt8] = []
        JSONWriter.write(unwritable, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[null,null,true,false,null]")
        #expect(cases >= 200)
    }
}
