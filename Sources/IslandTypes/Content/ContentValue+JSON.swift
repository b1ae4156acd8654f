import Foundation
import IslandJSON

extension ContentValue {
    /// The value as JSON, as Swift's synthesized `Codable` writes it: a `Date` as seconds
    /// since 2001 (`JSONEncoder`'s default), a UUID, URL or enum case as its string. What an
    /// intent parameter made from a field carries in the intent line.
    package var json: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let value): return .number(JSONNumber(value))
        case .double(let value): return value.isFinite ? .number(JSONNumber(value)) : .null
        case .decimal(let literal): return .number(JSONNumber(literal: literal, double: Double(literal) ?? 0))
        case .string(let text), .url(let text), .uuid(let text), .enumCase(let text): return .string(text)
        case .date(let date): return .number(JSONNumber(date.timeIntervalSinceReferenceDate))
        case .array(let values): return .array(values.map(\.json))
        case .object(let object), .dictionary(let object): return .object(JSONObject(object.entries.map { ($0.key, $0.value.json) }))
        }
    }
}
