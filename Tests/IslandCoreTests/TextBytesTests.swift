import Testing
@testable import IslandCore
@testable import IslandText

/// Text written as bytes (`island lint`'s output) is the text `String` would write.
@Suite struct TextBytesTests {
    static let numbers: [Int] = [0, 1, 9, 10, 11, 99, 100, 101, 12_345, 999_999, 1_000_000, -1, -9, -10, -12_345, .max, .min, .max - 1, .min + 1]
        + (0..<200).map { _ in Int.random(in: .min ... .max) } + (0..<200).map { _ in Int.random(in: -100_000...100_000) }

    @Test(arguments: numbers) func decimalIsStringsDecimal(_ value: Int) {
        var bytes: [UInt8] = Array("x".utf8)
        bytes.append(decimal: value)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
    }

    @Test func everyNumberCaseRan() {
        #expect(Self.numbers.count >= 400)
    }

    @Test func utf8IsTheStringsBytes() {
        var bytes: [UInt8] = []
        for text in ["", "plain", "Mannheim Kurpfalzbrücke", "🚋 \u{202E}bidi", String(repeating: "long ", count: 100)] {
            bytes.removeAll()
            bytes.append(utf8: text)
            #expect(bytes == Array(text.utf8))
        }
    }
}
