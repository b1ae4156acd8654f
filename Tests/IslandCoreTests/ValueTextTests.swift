import Foundation
import Testing
@testable import IslandCore
@testable import IslandTypes

/// `ValueText.plain`: machine-facing text cuts long text at 40 characters, not bytes; the
/// byte writer writes what `plain` says.
@Suite struct ValueTextTests {
    @Test(arguments: [
        (String(repeating: "a", count: 40), String(repeating: "a", count: 40)),
        (String(repeating: "a", count: 41), String(repeating: "a", count: 39) + "…"),
        // 80 bytes, 40 characters: kept whole.
        (String(repeating: "ü", count: 40), String(repeating: "ü", count: 40)),
        (String(repeating: "ü", count: 41), String(repeating: "ü", count: 39) + "…"),
        // One character of many scalars.
        (String(repeating: "🇩🇪", count: 40), String(repeating: "🇩🇪", count: 40)),
        ("Mannheim Kurpfalzbrücke", "Mannheim Kurpfalzbrücke"),
    ])
    func longTextIsCutByCharacters(text: String, expected: String) {
        #expect(ValueText.plain(.string(text)) == expected)
    }

    @Test func theByteWriterWritesWhatPlainSays() {
        let values: [ContentValue] = [.null, .bool(true), .bool(false), .int(0), .int(-7), .int(Int.min), .int(Int.max), .double(0.602),
                                      .double(330), .date(Date(timeIntervalSince1970: 1_764_421_200)), .string("Wasserturm"),
                                      .string(String(repeating: "x", count: 50)), .enumCase("inProgress"), .array([.int(1)]),
                                      .object(ContentObject([.init(key: "a", value: .int(1))]))]
        for value in values {
            var bytes: [UInt8] = [0x41]
            ValueText.writePlain(value, into: &bytes)
            #expect(bytes == [0x41] + Array(ValueText.plain(value).utf8), "\(value)")
        }
        #expect(values.count == 15)
    }
}
