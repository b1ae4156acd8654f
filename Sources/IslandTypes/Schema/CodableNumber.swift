import Foundation

/// How Foundation's `JSONDecoder` (swift-foundation, the one this toolchain and current iOS
/// ship) turns a JSON number literal into `Int` and `Double`, so the schema interpreter accepts
/// exactly the numbers a compiled `Codable` struct accepts:
/// - `Int` and the fixed-width integers: a plain integer literal must fit exactly. Any other
///   literal (`3.0`, `1e3`) is read as a `Double` (correctly rounded, like `strtod`) that must
///   be a whole number in the type's range; below 2^53 that Double is the value, so `3.0` → 3,
///   `1e3` → 1000, `1.00000000000000000001` → 1 and `1e-400` → 0, while `3.5` fails. From 2^53
///   up the literal is read again as a `Decimal` whose digits (trailing zeros dropped) must fit
///   in a `UInt64`, and its fraction is cut off: `9007199254740993.0` → 9007199254740993,
///   `123456789012345678.5` → 123456789012345678, but `9223372036854775807.5` fails (its 20
///   digits do not fit). A failure is `dataCorrupted`.
/// - `Double` and `Float`: the correctly rounded value of that type (`Float` from the literal,
///   not through a Double); infinity is `dataCorrupted`, and so is zero from a literal Foundation
///   takes for non-zero — `1e-400`, and also `0e5`: its scan for non-zero digits reads the last
///   `count % 4` characters backwards and meets the exponent's digit before the `e`.
/// - `Decimal`: any literal `Decimal(string:)` reads (exponents about −128…127, 38 digits).
package enum CodableNumber {
    package static func int(_ literal: String) -> Int? {
        fixedWidth(literal, as: Int.self)
    }

    /// `UInt` / `UInt64`.
    package static func uint64(_ literal: String) -> UInt64? {
        fixedWidth(literal, as: UInt64.self)
    }

    /// A fixed-width integer field's value (`UInt` and `UInt64` only up to `Int.max`; above it
    /// use `uint64`).
    package static func integer(_ literal: String, width: IntegerWidth) -> Int? {
        switch width {
        case .int8: return fixedWidth(literal, as: Int8.self).map(Int.init)
        case .int16: return fixedWidth(literal, as: Int16.self).map(Int.init)
        case .int32: return fixedWidth(literal, as: Int32.self).map(Int.init)
        case .int64: return fixedWidth(literal, as: Int64.self).map(Int.init)
        case .uint8: return fixedWidth(literal, as: UInt8.self).map(Int.init)
        case .uint16: return fixedWidth(literal, as: UInt16.self).map(Int.init)
        case .uint32: return fixedWidth(literal, as: UInt32.self).map(Int.init)
        case .uint, .uint64: return fixedWidth(literal, as: UInt64.self).flatMap { Int(exactly: $0) }
        }
    }

    package static func double(_ literal: String) -> Double? {
        guard let double = Double(literal) else { return nil }
        return self.double(double, literal: { literal })
    }

    /// The same for a literal already read as `Double(literal)` reads it (a `JSONNode`'s
    /// `double`): the literal itself is only looked at when the value is zero.
    package static func double(_ double: Double, literal: () -> String) -> Double? {
        guard double.isFinite else { return nil }
        if double == 0, !isTrueZero(literal()) { return nil }
        return double
    }

    package static func float(_ literal: String) -> Float? {
        guard let float = Float(literal), float.isFinite else { return nil }
        if float == 0, !isTrueZero(literal) { return nil }
        return float
    }

    package static func isDecimal(_ literal: String) -> Bool {
        Decimal(string: literal) != nil
    }

    /// Foundation's `_slowpath_unwrapFixedWidthInteger` after its exact fast path.
    static func fixedWidth<T: FixedWidthInteger>(_ literal: String, as type: T.Type) -> T? {
        if isPlainInteger(literal) { return T(literal) }
        guard let double = Double(literal), let value = T(exactly: double) else { return nil }
        if double.magnitude < 9_007_199_254_740_992 { return value }
        return decimalInteger(literal, as: T.self)
    }

    static func isPlainInteger(_ literal: String) -> Bool {
        let digits = literal.hasPrefix("-") ? literal.utf8.dropFirst() : literal.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Foundation's `isTrueZero`, quirk included: four characters at a time from the front,
    /// the rest from the back; a digit 1…9 before an `e` means the literal is not zero.
    static func isTrueZero(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        func check(_ offset: Int) -> Bool? {
            switch bytes[offset] {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            default: return nil
            }
        }
        var start = 0
        while bytes.count - start >= 4 {
            for offset in start..<start + 4 {
                if let result = check(offset) { return result }
            }
            start += 4
        }
        for offset in (start..<bytes.count).reversed() {
            if let result = check(offset) { return result }
        }
        return true
    }

    /// `FixedWidthInteger.init?(_ decimal:)` of swift-foundation on the literal read as a
    /// `Decimal`: its significant digits must fit a `UInt64`, a fraction is cut off.
    static func decimalInteger<T: FixedWidthInteger>(_ literal: String, as type: T.Type) -> T? {
        var text = Substring(literal)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: e)...].drop { $0 == "+" }) else { return nil }
            exponent = value
            text = text[..<e]
        }
        var digits = ""
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            digits = String(text[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(text)
        }
        digits = String(digits.drop { $0 == "0" })
        while digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        guard var magnitude = digits.isEmpty ? 0 : UInt64(digits) else { return nil }
        if exponent < 0 {
            for _ in 0..<min(-exponent, 20) { magnitude /= 10 }
        } else {
            for _ in 0..<exponent {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
        }
        if negative {
            guard T.isSigned, let value = T(exactly: magnitude) else { return nil }
            return value * -1
        }
        return T(exactly: magnitude)
    }
}
