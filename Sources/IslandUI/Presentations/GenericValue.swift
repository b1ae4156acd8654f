import Foundation
import IslandCore

/// A content-state or attribute value of a type island has no layout for, classified by its
/// JSON type and by what its key name suggests (DESIGN §3: dates are seconds since 2001).
enum GenericValue: Hashable, Sendable {
    case text(String)
    /// A number as written, with a unit guessed from the key ("kcal") or none.
    case number(String, unit: String?)
    case minutes(Int)
    /// Seconds, shown as mm:ss.
    case duration(Double)
    case date(Date)
    /// 0…1, shown as a progress bar.
    case fraction(Double)
    /// 0…100, shown as a progress bar.
    case percent(Double)
    case flag(Bool)

    /// nil for null (nothing to show).
    static func classify(key: String, _ value: JSONValue) -> GenericValue? {
        switch value {
        case .null: return nil
        case .bool(let flag): return .flag(flag)
        case .string(let text): return .text(KeyName.humanizeToken(text))
        case .number(let number): return classify(key: key, number)
        case .array, .object: return .text(summary(value))
        }
    }

    /// `key` is the original key; long hints match inside it, short ones only as whole words
    /// (`duration` must not read as `ratio`).
    static func classify(key: String, _ number: JSONNumber) -> GenericValue {
        let k = key.lowercased()
        let words = Set(KeyName.words(key).map { $0.lowercased() })
        let n = number.double
        if k.hasSuffix("date") || k.hasSuffix("time") {
            // A plausible Date is after 2004; a smaller number under such a key is an interval.
            return n > 1e8 ? .date(Date(timeIntervalSinceReferenceDate: n)) : .duration(n)
        }
        if k.contains("second") || k.contains("duration") || k.contains("elapsed") || k.hasSuffix("interval") {
            return .duration(n)
        }
        if k.contains("minute") || !words.isDisjoint(with: ["min", "mins", "eta"]) {
            return .minutes(n.isFinite ? Int(n.rounded()) : 0)
        }
        if k.contains("percent") || k.contains("battery") || words.contains("pct") {
            return !number.isIntegerLiteral && (0...1).contains(n) ? .fraction(n) : .percent(n)
        }
        if k.contains("progress") || k.contains("fraction") || words.contains("ratio")
            || (!number.isIntegerLiteral && (0...1).contains(n)) {
            return .fraction(n)
        }
        return .number(number.literal, unit: unit(forKey: k, words: words))
    }

    static func unit(forKey k: String, words: Set<String>) -> String? {
        if k.contains("calorie") || words.contains("kcal") { return "kcal" }
        if k.contains("heartrate") || words.contains("bpm") { return "bpm" }
        if words.contains("km") || k.contains("kilomet") { return "km" }
        if k.contains("meter") || k.contains("distance") { return "m" }
        return nil
    }

    /// Nested values in one line: the numbers of an object of numbers ("49.41, 8.69"), else JSON.
    static func summary(_ value: JSONValue) -> String {
        if let object = value.objectValue, !object.isEmpty, object.entries.allSatisfy({ $0.value.numberValue != nil }) {
            return object.entries.compactMap { $0.value.numberValue?.literal }.joined(separator: ", ")
        }
        return JSONWriter.string(value)
    }

    var isBar: Bool {
        switch self {
        case .fraction, .percent: return true
        default: return false
        }
    }

    /// 0…1 for the bar kinds.
    var barFraction: Double? {
        switch self {
        case .fraction(let f): return f
        case .percent(let p): return p / 100
        default: return nil
        }
    }
}
