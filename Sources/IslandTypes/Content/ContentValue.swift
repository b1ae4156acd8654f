import Foundation
import IslandJSON

/// A decoded value as the app's `Codable` struct holds it. With a schema every value has its
/// Swift type — a `Date` is a date, an enum a case; a type without a schema keeps what its
/// JSON says (strings, whole numbers, numbers, booleans, objects, arrays).
package enum ContentValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// `Int` and the sized integers (and whole JSON numbers of a type without a schema).
    case int(Int)
    /// `Double`, `Float`, `CGFloat`, `TimeInterval`, and `UInt64` beyond `Int.max`.
    case double(Double)
    /// `Decimal`, as its literal.
    case decimal(String)
    case string(String)
    case date(Date)
    case url(String)
    case uuid(String)
    /// An enum case by its raw value (an `Int`-backed one's in digits).
    case enumCase(String)
    case array([ContentValue])
    /// A struct: its fields by JSON key, in the order they arrived.
    case object(ContentObject)
    /// A `[String: T]` or `[Int: T]`.
    case dictionary(ContentObject)

    /// A JSON value of a type island has no schema for, kept by its JSON form: a number
    /// written as a whole number that fits an `Int` is one, any other a `Double`.
    package init(untyped value: JSONNode) {
        switch value.kind {
        case .null: self = .null
        case .bool: self = .bool(value.bool ?? false)
        case .string: self = .string(value.string ?? "")
        case .number:
            if value.isIntegerLiteral, let whole = value.exactInt { self = .int(whole) } else { self = .double(value.double ?? .nan) }
        case .array: self = .array(value.elements.map(ContentValue.init(untyped:)))
        case .object: self = .object(ContentObject(untyped: value))
        }
    }

    package var object: ContentObject? {
        switch self {
        case .object(let object), .dictionary(let object): return object
        default: return nil
        }
    }

    /// The number this value is, for comparisons and bars.
    package var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .decimal(let literal): return Double(literal)
        case .bool(let flag): return flag ? 1 : 0
        case .enumCase(let raw): return Double(raw)
        default: return nil
        }
    }

    package var string: String? {
        switch self {
        case .string(let text), .url(let text), .uuid(let text), .enumCase(let text), .decimal(let text): return text
        default: return nil
        }
    }

    /// Its JSON spelling for comparisons written in a type file (`"equals": ["arrived"]`).
    package var comparable: String? {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        default: return string
        }
    }

    /// Not null, not empty, not false.
    package var isSet: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .string(let text): return !text.isEmpty
        case .array(let elements): return !elements.isEmpty
        case .object(let object), .dictionary(let object): return !object.isEmpty
        default: return true
        }
    }

    /// The element or field at one step of a path.
    package func child(_ step: FieldPath.Step) -> ContentValue? {
        switch (step, self) {
        case (.key(let key), .object(let object)), (.key(let key), .dictionary(let object)): return object[key]
        case (.index(let index), .array(let elements)): return elements.indices.contains(index) ? elements[index] : nil
        default: return nil
        }
    }
}
