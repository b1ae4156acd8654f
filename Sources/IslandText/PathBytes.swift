/// A file name is bytes, and not every name is UTF-8. A `String` cannot hold the bytes that
/// are not, so a name travels through island as a `String` in which each byte of a sequence
/// that is not UTF-8 stands for itself as one scalar of U+10FF80…U+10FFFF (the end of the
/// last private-use plane), and turns back into exactly its bytes at `open(2)`. A name that
/// holds those scalars itself has their bytes carried the same way, so the mapping is exact
/// both ways. `CommandLine.arguments` decodes argv lossily (U+FFFD): read argv with `argument`.
package enum PathBytes {
    /// The first scalar of the stand-ins: U+10FF00 + byte, for bytes 0x80…0xFF.
    static let base: UInt32 = 0x10_FF00
    static let stand: ClosedRange<UInt32> = 0x10_FF80 ... 0x10_FFFF

    /// The name's bytes as a `String`: UTF-8 as it is, every other byte as its stand-in.
    package static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length > 0, let scalar = decode(bytes[index ..< index + length]), !stand.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else {
                // Not UTF-8 (or a stand-in's own bytes): each byte of it for itself.
                let end = length > 0 ? index + length : index + 1
                for byte in bytes[index ..< end] {
                    scalars.append(byte < 0x80 ? Unicode.Scalar(byte) : Unicode.Scalar(base + UInt32(byte))!)
                }
                index = end
            }
        }
        return String(scalars)
    }

    /// The bytes a `String` made by `string(_:)` (or any other) names.
    package static func bytes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if stand.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - base))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path's bytes as a C string, for `open(2)`, `stat(2)` and the like.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        var bytes = self.bytes(path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The path for a message: each byte that is not UTF-8 as `\xFF`.
    package static func display(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { stand.contains($0.value) }) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            if stand.contains(scalar.value) {
                let byte = scalar.value - base
                text += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch first {
        case 0x00 ... 0x7F: return 1
        case 0xC2 ... 0xDF: length = 2; secondRange = 0x80 ... 0xBF
        case 0xE0: length = 3; secondRange = 0xA0 ... 0xBF
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: length = 3; secondRange = 0x80 ... 0xBF
        case 0xED: length = 3; secondRange = 0x80 ... 0x9F
        case 0xF0: length = 4; secondRange = 0x90 ... 0xBF
        case 0xF1 ... 0xF3: length = 4; secondRange = 0x80 ... 0xBF
        case 0xF4: length = 4; secondRange = 0x80 ... 0x8F
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2 ..< max(2, length) where !(0x80 ... 0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    static func decode(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
