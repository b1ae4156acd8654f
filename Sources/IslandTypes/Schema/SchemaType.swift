/// The type of one field, as the app's Swift declaration spells it. Decoding follows what
/// synthesized `Codable` does with a default `JSONDecoder` for that declaration.
package indirect enum SchemaType: Hashable, Sendable {
    case string
    /// `Int` (64-bit).
    case int
    /// `Int8` … `UInt64`: a whole number in the type's range.
    case sizedInt(IntegerWidth)
    /// `Double` and `CGFloat`.
    case double
    /// `Float`: a `Double` that must fit a `Float`'s range.
    case float
    /// `TimeInterval`: a `Double` of seconds.
    case timeInterval
    /// `Decimal`: any number, read as a decimal.
    case decimal
    case bool
    /// `Date` with the default strategy: a number of seconds since 2001-01-01 00:00:00 UTC.
    case date
    /// `URL`: a string `URL(string:)` accepts.
    case url
    /// `UUID`: a string in the 8-4-4-4-12 hex form.
    case uuid
    /// A `String`-backed enum: any other string is `dataCorrupted`.
    case enumeration([String])
    /// An `Int`-backed enum: any other whole number is `dataCorrupted`.
    case integerEnumeration([Int])
    /// A nested `Codable` struct.
    case object(ObjectSchema)
    case array(SchemaType)
    /// `[String: T]` (a JSON object) or `[Int: T]` (a JSON object whose keys are whole numbers).
    case dictionary(key: DictionaryKey, value: SchemaType)
    /// `T?`: a missing key or `null` is `nil`; anything else must decode as `T`.
    case optional(SchemaType)

    package enum DictionaryKey: String, Hashable, Sendable {
        case string = "String"
        case int = "Int"
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its optional wrapper.
    package var wrapped: SchemaType {
        if case .optional(let inner) = self { return inner.wrapped }
        return self
    }

    /// `Bool` itself (not an optional one).
    package var isBool: Bool {
        if case .bool = self { return true }
        return false
    }

    /// True for the types whose JSON form is a number.
    package var isNumeric: Bool {
        switch wrapped {
        case .int, .sizedInt, .double, .float, .timeInterval, .decimal, .integerEnumeration: return true
        default: return false
        }
    }

    /// The Swift spelling, e.g. `[Int]?`, `[String: Double]` or `enum(low|high)`.
    package var swiftName: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .sizedInt(let width): return width.rawValue
        case .double: return "Double"
        case .float: return "Float"
        case .timeInterval: return "TimeInterval"
        case .decimal: return "Decimal"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .enumeration(let values): return "enum(" + values.joined(separator: "|") + ")"
        case .integerEnumeration(let values): return "enum(" + values.map(String.init).joined(separator: "|") + ")"
        case .object(let schema): return schema.name ?? "object"
        case .array(let element): return "[\(element.swiftName)]"
        case .dictionary(let key, let value): return "[\(key.rawValue): \(value.swiftName)]"
        case .optional(let inner): return "\(inner.swiftName)?"
        }
    }

    /// What a decode message says was expected.
    package var expectation: String {
        switch self {
        case .string: return "a string"
        case .int: return "an integer (Int)"
        case .sizedInt(let width): return "an integer (\(width.rawValue), \(width.rangeDescription))"
        case .double: return "a number (Double)"
        case .float: return "a number (Float)"
        case .timeInterval: return "a number of seconds (TimeInterval)"
        case .decimal: return "a number (Decimal)"
        case .bool: return "true or false (Bool)"
        case .date: return "a Date, which iOS encodes as a number of seconds since 2001-01-01 00:00:00 UTC (Unix seconds − 978307200)"
        case .url: return "a URL string"
        case .uuid: return "a UUID string (8-4-4-4-12 hex digits)"
        case .enumeration(let values): return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .integerEnumeration(let values): return "one of " + values.map(String.init).joined(separator: ", ")
        case .object: return "an object"
        case .array(let element): return "an array of \(element.wrapped.expectationNoun)"
        case .dictionary(let key, let value):
            return "an object of \(value.wrapped.expectationNoun)" + (key == .int ? " keyed by whole numbers" : "")
        case .optional(let inner): return inner.expectation + " or null"
        }
    }

    private var expectationNoun: String {
        switch self {
        case .string: return "strings"
        case .int, .sizedInt: return "integers (\(swiftName))"
        case .double, .float, .timeInterval, .decimal: return "numbers"
        case .bool: return "booleans"
        case .date: return "Dates (seconds since 2001-01-01)"
        case .url: return "URL strings"
        case .uuid: return "UUID strings"
        case .enumeration, .integerEnumeration: return "enum values"
        case .object: return "objects"
        case .array: return "arrays"
        case .dictionary: return "objects"
        case .optional(let inner): return inner.expectationNoun
        }
    }
}
