/// The shape of a type island has no schema for, read off its first payload so it can be laid
/// out: strings, whole numbers, numbers, booleans, nested objects and arrays. Nothing is
/// validated against it. A number under a name that says it is a moment (`…Date`, `…Time`,
/// `…At`) and that lies between 2015 and 2040 as seconds since 2001 is taken as a `Date`
/// (island's choice: the only hint without a schema).
package enum SchemaInference {
    package static func schema(typeName: String, attributes: JSONObject, state: JSONObject) -> ActivitySchema {
        ActivitySchema(typeName: typeName, attributes: object(attributes, name: typeName), contentState: object(state, name: "ContentState"))
    }

    static func object(_ object: JSONObject, name: String?) -> ObjectSchema {
        ObjectSchema(object.entries.map { SchemaField($0.key, type(of: $0.value, key: $0.key)) }, name: name)
    }

    static func type(of value: JSONValue, key: String) -> SchemaType {
        switch value {
        case .null: return .optional(.string)
        case .bool: return .bool
        case .string: return .string
        case .number(let number):
            if looksLikeDate(key: key, seconds: number.double) { return .date }
            return number.isIntegerLiteral && Int(number.literal) != nil ? .int : .double
        case .array(let elements): return .array(elements.first.map { type(of: $0, key: key) } ?? .string)
        case .object(let nested): return .object(object(nested, name: nil))
        }
    }

    /// 2015-01-01 … 2040-01-01 as seconds since 2001-01-01.
    static let plausibleDates: ClosedRange<Double> = 441_763_200...1_230_768_000

    static func looksLikeDate(key: String, seconds: Double) -> Bool {
        let last = Words.words(key).last?.lowercased() ?? ""
        return ["date", "time", "at", "until", "deadline"].contains(last) && plausibleDates.contains(seconds)
    }
}
