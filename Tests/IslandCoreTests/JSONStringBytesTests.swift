import Testing
@testable import IslandCore
@testable import IslandJSON

/// `JSONStringBytes.plainRunEnd`, eight bytes at a time, against the byte-by-byte rule: it
/// stops exactly at the first byte that is not plain string text, or earlier only where fewer
/// than eight bytes are left.
@Suite struct JSONStringBytesTests {
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    @Test func theRunEndsAtTheFirstByteThatIsNotPlain() {
        var random = SeededRandom(seed: 808)
        // Mostly plain text, with every kind of byte that ends a run.
        let special: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xFF, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x20]
        var cases = 0
        var exact = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &random)
            let bytes: [UInt8] = (0..<count).map { _ in
                Int.random(in: 0..<6, using: &random) == 0 ? special.randomElement(using: &random)! : UInt8.random(in: 0x61...0x7A, using: &random)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...count {
                    let found = JSONStringBytes.plainRunEnd(buffer, from: start, to: count)
                    let first = bytes[start...].firstIndex { !Self.isPlain($0) } ?? count
                    #expect(found <= first)
                    #expect(found == first || count - found < 8, "\(bytes) from \(start): \(found), first \(first)")
                    if found == first, first < count { exact += 1 }
                    cases += 1
                }
            }
        }
        #expect(cases > 50_000)
        #expect(exact > 10_000)
    }
}
