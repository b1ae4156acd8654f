import IslandCore

/// Writes random but valid JSON texts, spelled every way RFC 8259 allows: numbers of every
/// form, strings with every escape (short, `\u` in either case, surrogate pairs) or raw UTF-8,
/// whitespace between any tokens, nesting, and keys that repeat — byte for byte or only
/// canonically ("é" and "e\u{301}", "K" and the Kelvin sign) — so parsers can be compared.
struct JSONTextGenerator {
    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// A whole document: usually an object, sometimes any value.
    mutating func document(maximumDepth: Int = 5) -> [UInt8] {
        var out = whitespace()
        if chance(80) { object(depth: maximumDepth, into: &out) } else { value(depth: maximumDepth, into: &out) }
        out += whitespace()
        return Array(out.utf8)
    }

    mutating func whitespace() -> String {
        chance(70) ? "" : pick([" ", "  ", "\n", "\t", "\r\n", " \n\t "])
    }

    mutating func value(depth: Int, into out: inout String) {
        let kinds = depth > 0 ? 9 : 6
        switch Int.random(in: 0..<kinds, using: &random) {
        case 0: out += "null"
        case 1: out += chance(50) ? "true" : "false"
        case 2, 3: out += number()
        case 4, 5: out += string()
        case 6: array(depth: depth - 1, into: &out)
        default: object(depth: depth - 1, into: &out)
        }
    }

    mutating func array(depth: Int, into out: inout String) {
        out += "[" + whitespace()
        let count = chance(15) ? 0 : Int.random(in: 1...6, using: &random)
        for index in 0..<count {
            if index > 0 { out += whitespace() + "," + whitespace() }
            value(depth: depth, into: &out)
        }
        out += whitespace() + "]"
    }

    mutating func object(depth: Int, into out: inout String) {
        out += "{" + whitespace()
        let count = chance(10) ? 0 : Int.random(in: 1...9, using: &random)
        for index in 0..<count {
            if index > 0 { out += whitespace() + "," + whitespace() }
            out += key() + whitespace() + ":" + whitespace()
            value(depth: depth, into: &out)
        }
        out += whitespace() + "}"
    }

    /// Keys from a small pool (so they repeat, in several spellings) or random.
    mutating func key() -> String {
        if chance(60) {
            let text = pick(["a", "b", "id", "aps", "content-state", "é", "e\u{301}", "K", "\u{212A}", "Å", "\u{212B}", "😀"])
            return spell(text)
        }
        return string()
    }

    mutating func string() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            text.unicodeScalars.append(scalar())
        }
        return spell(text)
    }

    mutating func scalar() -> Unicode.Scalar {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2, 3: return Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))
        case 4: return pick(["\"", "\\", "/", "\u{08}", "\u{0C}", "\n", "\r", "\t", "\u{0}", "\u{1F}"])
        case 5: return pick(["\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{202E}"])
        case 6: return pick(["é", "ß", "中", "Ω", "\u{301}", "\u{200D}", "\u{FFFD}", "\u{FFFF}", "\u{E000}"])
        case 7: return pick(["😀", "🚋", "\u{10000}", "\u{10FFFF}", "\u{1F1E9}", "\u{1F1EA}", "👨"])
        default: return Unicode.Scalar(UInt32.random(in: 0xA0...0xD7FF, using: &random)) ?? "x"
        }
    }

    /// A JSON string literal for `text`, each scalar spelled raw, short-escaped or `\u`-escaped
    /// at random (where JSON allows the choice).
    mutating func spell(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let mustEscape = value < 0x20 || scalar == "\"" || scalar == "\\"
            let short: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "/": "\\/"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: nil
            }
            if let short, chance(mustEscape ? 70 : 30) {
                out += short
            } else if mustEscape || chance(15) {
                out += unicodeEscape(value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    mutating func unicodeEscape(_ value: UInt32) -> String {
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16, uppercase: Bool.random(using: &random))
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        if value < 0x10000 { return hex(value) }
        let offset = value - 0x10000
        return hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
    }

    /// Numbers of every form JSON has, near the edges of Int and Double too.
    mutating func number() -> String {
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            return pick(["0", "-0", "1", "-1", "0.0", "-0.0", "0e0", "0E-0", "1e0", "9007199254740992", "9007199254740993",
                         "-9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                         "-9223372036854775809", "18446744073709551616", "1e308", "1.7976931348623157e308",
                         "1.7976931348623158e308", "1.797693134862315807e308", "-1.7976931348623157E+308", "4.9e-324",
                         "5e-324", "2.4e-324", "1e-400", "0.1", "0.2", "0.30000000000000004", "123456789012345678901234567890",
                         "0.000000000000000000000000000001", "1e22", "1e23", "9007199254740993e-5", "10e307", "0.1e309", "100e306"])
        case 1, 2: return String(Int.random(in: -1_000_000...1_000_000, using: &random))
        case 3: return String(Int64.random(in: .min ... .max, using: &random))
        default:
            var out = chance(30) ? "-" : ""
            out += chance(20) ? "0" : String(UInt64.random(in: 1...999_999_999_999, using: &random))
            if chance(60) {
                out += "."
                for _ in 0..<Int.random(in: 1...18, using: &random) { out += String(Int.random(in: 0...9, using: &random)) }
            }
            if chance(50) {
                out += pick(["e", "E"]) + pick(["", "+", "-"]) + String(Int.random(in: 0...320, using: &random))
            }
            return out
        }
    }
}
