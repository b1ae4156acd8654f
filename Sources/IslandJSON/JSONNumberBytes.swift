/// Reads a checked JSON number literal in place. The common cases (at most 19 significant
/// digits, a small exponent) convert with integer arithmetic and one exact floating-point
/// operation, which rounds exactly as `Double(String)` does (Clinger's fast path); the rest
/// go through `Double(String)` itself.
package enum JSONNumberBytes {
    /// Powers of ten that are exact in a Double.
    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    package static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double {
        if let fast = fastDouble(bytes, range) { return fast }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        return Double(literal) ?? .nan  // the parser accepted only literals Double reads
    }

    private static func fastDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let end = range.upperBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 19 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { scale -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < end {  // an exponent
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard end - index <= 4 else { return nil }
            var exponent = 0
            while index < end {
                exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        guard mantissa <= 1 << 53 else { return nil }
        var value = Double(mantissa)
        if mantissa != 0 {
            guard scale >= -22, scale <= 22 else { return nil }
            value = scale < 0 ? value / exactPowers[-scale] : value * exactPowers[scale]
        }
        return negative ? -value : value
    }

    /// The value of an integer literal when it fits an `Int`, as `Int(literal)` reads it.
    package static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Accumulate negatively: Int.min has no positive counterpart.
        var value = 0
        while index < range.upperBound {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        return value == .min ? nil : -value
    }
}
