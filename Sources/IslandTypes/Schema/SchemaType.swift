import IslandText
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
    /// `Data`: a base64 string (`JSONDecoder`'s default strategy).
    case data
    /// `Range<T>` (`closed` false) or `ClosedRange<T>`: the two-element array `[lower,
    /// upper]` JSONEncoder writes; a lower bound above the upper one is `dataCorrupted`.
    case range(SchemaType, closed: Bool)
    /// Values decoded one after another from a JSON array (an unkeyed container), extra
    /// elements ignored: `CGPoint` is `[x, y]`, `CGRect` `[[x, y], [width, height]]`.
    /// `name` is the Swift type it stands for, when it is one (`CGPoint`).
    case tuple([SchemaType], name: String?)
    /// An enum with associated values, or without a raw type: synthesized `Codable`'s keyed
    /// form, `{"case": {"label": …, "_0": …}}`, exactly one case key.
    case cases([EnumCaseSchema])
    /// A value island cannot check (a property wrapper it does not know, a part of a
    /// hand-written decoder it cannot follow): any JSON or none is accepted.
    case unchecked

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
        case .data: return "Data"
        case .range(let bound, let closed): return (closed ? "ClosedRange<" : "Range<") + bound.swiftName + ">"
        case .tuple(let elements, let name): return name ?? "(" + elements.map(\.swiftName).joined(separator: ", ") + ")"
        case .cases(let cases): return "enum(" + cases.map { $0.key + ($0.payload.fields.isEmpty ? "" : "(…)") }.joined(separator: "|") + ")"
        case .unchecked: return "Any"
        }
    }

    /// What a decode message says was expected, worded where it is shown.
    package var expectation: Sentence {
        switch self {
        case .string: return Sentence(.expectString)
        case .int: return Sentence(.expectInteger, ["type": "Int"])
        case .sizedInt(let width): return Sentence(.expectSizedInteger, ["type": width.rawValue, "range": width.rangeDescription])
        case .double: return Sentence(.expectNumber, ["type": "Double"])
        case .float: return Sentence(.expectNumber, ["type": "Float"])
        case .timeInterval: return Sentence(.expectSeconds)
        case .decimal: return Sentence(.expectNumber, ["type": "Decimal"])
        case .bool: return Sentence(.expectBool)
        case .date: return Sentence(.expectDate)
        case .url: return Sentence(.expectURL)
        case .uuid: return Sentence(.expectUUID)
        case .enumeration(let values): return Sentence(.expectOneOf, ["values": values.map { "\"\($0)\"" }.joined(separator: ", ")])
        case .integerEnumeration(let values): return Sentence(.expectOneOf, ["values": values.map(String.init).joined(separator: ", ")])
        case .object: return Sentence(.expectObject)
        case .array(let element): return Sentence(.expectArrayOf, sentences: ["elements": element.wrapped.expectationNoun])
        case .dictionary(let key, let value):
            return Sentence(key == .int ? .expectObjectOfIntKeyed : .expectObjectOf, sentences: ["values": value.wrapped.expectationNoun])
        case .optional(let inner): return Sentence(.expectOrNull, sentences: ["inner": inner.expectation])
        case .data: return Sentence(.expectData)
        case .range(let bound, _): return Sentence(.expectRange, ["type": swiftName], sentences: ["bounds": bound.wrapped.expectationNoun])
        case .tuple(let elements, let name):
            let listed = Self.sequence(elements.map(\.expectation))
            guard let name else { return Sentence(.expectArrayOf, sentences: ["elements": listed]) }
            return Sentence(.expectArrayOfNamed, ["name": name], sentences: ["elements": listed])
        case .cases(let cases):
            return Sentence(.expectOneCaseKey, ["keys": cases.map { "\"\($0.key)\"" }.joined(separator: ", ")])
        case .unchecked: return Sentence(.expectAnyValue)
        }
    }

    /// Sentences one after another, "a, b, c".
    private static func sequence(_ sentences: [Sentence]) -> Sentence {
        guard let last = sentences.last else { return Sentence(.diagnosticValueLiteral, ["literal": ""]) }
        return sentences.dropLast().reversed().reduce(last) { tail, head in Sentence(.expectSequence, sentences: ["head": head, "tail": tail]) }
    }

    /// What an array or an object holds, in the plural ("an array of strings").
    private var expectationNoun: Sentence {
        switch self {
        case .string: return Sentence(.expectStrings)
        case .int, .sizedInt: return Sentence(.expectIntegers, ["type": swiftName])
        case .double, .float, .timeInterval, .decimal: return Sentence(.expectNumbers)
        case .bool: return Sentence(.expectBools)
        case .date: return Sentence(.expectDates)
        case .url: return Sentence(.expectURLs)
        case .uuid: return Sentence(.expectUUIDs)
        case .enumeration, .integerEnumeration: return Sentence(.expectEnumValues)
        case .object: return Sentence(.expectObjects)
        case .array: return Sentence(.expectArrays)
        case .dictionary: return Sentence(.expectObjects)
        case .optional(let inner): return inner.expectationNoun
        case .data: return Sentence(.expectBase64Texts)
        case .range, .tuple: return Sentence(.expectArrays)
        case .cases: return Sentence(.expectEnumValues)
        case .unchecked: return Sentence(.expectValues)
        }
    }
}
