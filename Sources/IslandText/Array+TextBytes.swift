/// Text appended to a byte buffer as UTF-8, for output written as bytes (`island lint`'s
/// lines) without a `String` built per line.
extension Array where Element == UInt8 {
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    package mutating func append(decimal value: Int) {
        // Worked out right to left in room on the stack (a sign and at most 19 digits), then
        // appended at once: one capacity check, not one per digit.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
