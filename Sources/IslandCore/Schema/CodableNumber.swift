/// How Foundation's `JSONDecoder` (swift-foundation, the one this toolchain and current iOS
/// ship) turns a JSON number literal into `Int` and `Double`, so the schema interpreter accepts
/// exactly the numbers a compiled `Codable` struct accepts:
/// - `Int`: a plain integer literal must fit exactly. Any other literal (`3.0`, `1e3`) is read
///   as a `Double` (correctly rounded, like `strtod`) that must be a whole number in range;
///   below 2^53 that Double is the value, so `3.0` → 3, `1e3` → 1000, `1.00000000000000000001`
///   → 1 and `1e-400` → 0, while `3.5` fails. From 2^53 up the literal is read again as a
///   decimal and its fraction cut off, so `9007199254740993.0` → 9007199254740993.
///   A failure is `dataCorrupted`.
/// - `Double`: the correctly rounded value; infinity, or zero from a literal with a non-zero
///   digit (`1e-400`), is `dataCorrupted`.
package enum CodableNumber {
    package static func int(_ literal: String) -> Int? {
        if isPlainInteger(literal) { return Int(literal) }
        guard let double = Double(literal), let value = Int(exactly: double) else { return nil }
        if double.magnitude < 9_007_199_254_740_992 { return value }
        return truncatedDecimal(literal)
    }

    /// `UInt` / `UInt64`: a plain integer literal, or a whole Double, in 0…2^64−1.
    package static func uint64(_ literal: String) -> UInt64? {
        if isPlainInteger(literal) { return UInt64(literal) }
        guard let double = Double(literal) else { return nil }
        return UInt64(exactly: double)
    }

    package static func double(_ literal: String) -> Double? {
        guard let double = Double(literal), double.isFinite else { return nil }
        if double == 0, !isTrueZero(literal) { return nil }
        return double
    }

    static func isPlainInteger(_ literal: String) -> Bool {
        let digits = literal.hasPrefix("-") ? literal.utf8.dropFirst() : literal.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// True when every digit before the exponent is 0.
    static func isTrueZero(_ literal: String) -> Bool {
        for byte in literal.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    /// The literal's value with its fraction cut off, as `Int(Decimal)` does; nil when it does
    /// not fit (a negative value's magnitude must fit in `Int.max`, as in Foundation).
    static func truncatedDecimal(_ literal: String) -> Int? {
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
        var whole: String
        if exponent >= 0 {
            guard exponent < 40 else { return nil }
            whole = digits + String(repeating: "0", count: exponent)
        } else {
            whole = String(digits.dropLast(min(-exponent, digits.count)))
        }
        whole = String(whole.drop { $0 == "0" })
        if whole.isEmpty { return 0 }
        guard let magnitude = UInt64(whole), magnitude <= UInt64(Int.max) else { return nil }
        return negative ? -Int(magnitude) : Int(magnitude)
    }
}
