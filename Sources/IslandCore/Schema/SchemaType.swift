/// The type of one field, as the app's Swift declaration spells it. Decoding follows what
/// synthesized `Codable` does with a default `JSONDecoder` for that declaration.
package indirect enum SchemaType: Hashable, Sendable {
    case string
    case int
    case double
    /// `TimeInterval`: a `Double` of seconds.
    case timeInterval
    case bool
    /// `Date` with the default strategy: a number of seconds since 2001-01-01 00:00:00 UTC.
    case date
    /// A `String`-backed enum: any other string is `dataCorrupted`.
    case enumeration([String])
    /// A nested `Codable` struct.
    case object(ObjectSchema)
    case array(SchemaType)
    /// `T?`: a missing key or `null` is `nil`; anything else must decode as `T`.
    case optional(SchemaType)

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its optional wrapper.
    package var wrapped: SchemaType {
        if case .optional(let inner) = self { return inner.wrapped }
        return self
    }

    /// The Swift spelling, e.g. `[Int]?` or `enum(low|high)`.
    package var swiftName: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .timeInterval: return "TimeInterval"
        case .bool: return "Bool"
        case .date: return "Date"
        case .enumeration(let values): return "enum(" + values.joined(separator: "|") + ")"
        case .object: return "object"
        case .array(let element): return "[\(element.swiftName)]"
        case .optional(let inner): return "\(inner.swiftName)?"
        }
    }

    /// What a decode message says was expected.
    package var expectation: String {
        switch self {
        case .string: return "a string"
        case .int: return "an integer (Int)"
        case .double: return "a number (Double)"
        case .timeInterval: return "a number of seconds (TimeInterval)"
        case .bool: return "true or false (Bool)"
        case .date: return "a Date, which iOS encodes as a number of seconds since 2001-01-01 00:00:00 UTC (Unix seconds − 978307200)"
        case .enumeration(let values): return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .object: return "an object"
        case .array(let element): return "an array of \(element.wrapped.expectationNoun)"
        case .optional(let inner): return inner.expectation + " or null"
        }
    }

    private var expectationNoun: String {
        switch self {
        case .string: return "strings"
        case .int: return "integers (Int)"
        case .double, .timeInterval: return "numbers"
        case .bool: return "booleans"
        case .date: return "Dates (seconds since 2001-01-01)"
        case .enumeration: return "enum strings"
        case .object: return "objects"
        case .array: return "arrays"
        case .optional(let inner): return inner.expectationNoun
        }
    }
}
