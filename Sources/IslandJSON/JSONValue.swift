/// A parsed JSON value that keeps what ActivityKit decoding needs and Foundation loses:
/// object key order (the generic layout titles an activity with its first string) and the
/// literal form of numbers (an `Int` field must reject `2.5`).
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    package var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    package var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    package var doubleValue: Double? { numberValue?.double }

    package var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    package var isNull: Bool { self == .null }

    package var kind: JSONKind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// The JSON type's name as a decoding error reports it.
    package var typeName: String { kind.typeName }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    package init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    package init(nilLiteral: ()) { self = .null }
}
