/// Text appended to a byte buffer as UTF-8, for output written as bytes (`island lint`'s
/// lines) without a `String` built per line.
extension Array where Element == UInt8 {
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    package mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // Written lowest digit first, then turned around.
        let start = endIndex
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        self[start...].reverse()
    }
}
