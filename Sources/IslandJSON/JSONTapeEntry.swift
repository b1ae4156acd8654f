/// One token of a `JSONDocument`'s tape: a value, or an object member's key (a string entry
/// directly before its value). A container's members follow it on the tape; `next` skips them.
/// Sixteen bytes, so a 355-byte push line of about 40 tokens costs one 640-byte array.
package struct JSONTapeEntry: Sendable {
    /// Byte offset of the value's first byte in the input (a string's opening quote).
    package var start: UInt32
    /// Byte offset just after the value's last byte (after a string's closing quote).
    package var end: UInt32
    /// Tape index of the entry after this one and everything inside it.
    package var next: UInt32
    /// Kind in the low 3 bits, flags in bits 3–7, and for containers the number of members or
    /// elements in bits 8–31 (saturated at `countLimit`; a larger count is walked).
    package var info: UInt32

    package static let countLimit: UInt32 = 0xFF_FFFF

    package init(kind: JSONKind, flags: UInt32 = 0, start: Int, end: Int, next: Int, count: Int = 0) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.next = UInt32(truncatingIfNeeded: next)
        self.info = UInt32(kind.rawValue) | flags << 3 | min(UInt32(truncatingIfNeeded: count), Self.countLimit) << 8
    }

    package var kind: JSONKind { JSONKind(rawValue: UInt8(info & 7))! }
    package var flags: UInt32 { (info >> 3) & 0x1F }
    package var storedCount: UInt32 { info >> 8 }

    package func has(_ flag: UInt32) -> Bool { flags & flag != 0 }

    // Flags of a string (values and keys).
    /// The string contains a backslash escape: its bytes are not its text.
    package static let stringEscaped: UInt32 = 1 << 0
    /// The string contains bytes ≥ 0x80 (valid UTF-8, checked while parsing).
    package static let stringNonASCII: UInt32 = 1 << 1
    /// The string contains a raw DEL, which `JSONWriter` writes as `\u007f`.
    package static let stringDelete: UInt32 = 1 << 2
    /// `true` for a bool.
    package static let boolTrue: UInt32 = 1 << 0
    /// A number without fraction or exponent.
    package static let numberInteger: UInt32 = 1 << 0
    /// Two keys of the object may be equal (a hash matched, or a key is not plain ASCII):
    /// lookups and member walks take the exact, slower path.
    package static let objectMaybeDuplicates: UInt32 = 1 << 0
    /// A key of the object is not plain ASCII, so key equality is Unicode canonical equivalence
    /// (as `String` and `JSONObject` have it), not byte equality.
    package static let objectComplexKeys: UInt32 = 1 << 1
}
