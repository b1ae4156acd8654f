import Foundation
import IslandJSON
import IslandText

/// Reads the schema part of a type file (`--schema FILE`, `--type FILE`, `types/*.json`,
/// described in docs/schema.md and docs/types.md): the fields of `attributes` and
/// `content-state` and their types. Every mistake is an error naming the key path.
package enum SchemaFile {
    /// The type names the shorthand accepts.
    package static let scalarNames: [(String, SchemaType)] = [
        ("String", .string), ("Int", .int), ("Double", .double), ("Bool", .bool),
        ("Date", .date), ("TimeInterval", .timeInterval), ("Float", .float), ("CGFloat", .double),
        ("Decimal", .decimal), ("URL", .url), ("UUID", .uuid),
    ] + IntegerWidth.allCases.map { ($0.rawValue, SchemaType.sizedInt($0)) } + [
        ("Data", .data), ("Any", .unchecked),
        // Foundation's Codable forms: unkeyed containers of CGFloats.
        ("CGPoint", .tuple([.double, .double], name: "CGPoint")), ("CGSize", .tuple([.double, .double], name: "CGSize")),
        ("CGVector", .tuple([.double, .double], name: "CGVector")),
        ("CGRect", .tuple([.tuple([.double, .double], name: "CGPoint"), .tuple([.double, .double], name: "CGSize")], name: "CGRect")),
    ]

    /// The schemas of a document's types (its presentations and app are read but not returned).
    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(SchemaError) -> [ActivitySchema] {
        try TypeFile.parse(bytes, file: file).definitions.compactMap(\.schema)
    }

    package static func parse(_ text: String, file: String? = nil) throws(SchemaError) -> [ActivitySchema] {
        try parse(Array(text.utf8), file: file)
    }

    /// An `attributes` or `content-state` object: field names to types, in declaration order.
    static func fields(_ value: JSONValue?, path: String, name: String? = nil) throws(SchemaError) -> ObjectSchema {
        guard let value else {
            throw SchemaError(path: path, .loadFieldsMissing)
        }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedFieldObject, sentences: ["got": SchemaError.kind(value)])
        }
        var fields: [SchemaField] = []
        var keys: Set<String> = []
        for (name, spec) in object.entries {
            guard !name.isEmpty else { throw SchemaError(path: path, .loadEmptyFieldName) }
            let field = try self.field(name, spec, path: "\(path).\(name)")
            guard keys.insert(field.key).inserted else {
                throw SchemaError(path: "\(path).\(name)", .loadKeyTwoFields, ["key": DiagnosticText.quote(field.key)])
            }
            fields.append(field)
        }
        return ObjectSchema(fields, name: name)
    }

    /// One field: its type, and in the object form its JSON key and display hints.
    static func field(_ name: String, _ spec: JSONValue, path: String) throws(SchemaError) -> SchemaField {
        guard case .object(let object) = spec else { return SchemaField(name, try type(spec, path: path)) }
        var key = name
        if let value = object["key"] {
            guard let text = value.stringValue, !text.isEmpty else {
                throw SchemaError(path: "\(path).key", .loadExpectedCodingKey, sentences: ["got": SchemaError.kind(value)])
            }
            key = text
        }
        let type = try type(spec, path: path)
        var field = SchemaField(name, type, key: key, display: try display(object, path: path))
        if let fallback = object["default"] {
            let decoded = SchemaDecoder.decode(JSONNode(JSONObject([("v", fallback)])), as: ObjectSchema([SchemaField("v", type)]),
                                               path: "default", typeName: name, now: nil)
            if let problem = decoded.problems.first {
                throw SchemaError(path: "\(path).default", .loadDefaultDoesNotDecode, ["type": type.swiftName], sentences: ["problem": problem.message])
            }
            field.defaultValue = fallback
        }
        if let flag = object["lenient"] {
            guard let lenient = flag.boolValue else { throw SchemaError(path: "\(path).lenient", .loadExpectedBool, sentences: ["got": SchemaError.kind(flag)]) }
            field.lenient = lenient
        }
        if let absent = object["absent"] {
            guard let text = absent.stringValue, let value = SchemaField.Absence(rawValue: text), value != .plain else {
                throw SchemaError(path: "\(path).absent", .loadExpectedAbsent)
            }
            field.absence = value
        }
        if let other = object["unless-present"] {
            guard let text = other.stringValue, !text.isEmpty else {
                throw SchemaError(path: "\(path).unless-present", .loadExpectedUnlessPresent)
            }
            field.unlessPresent = text
        }
        var atObject = false
        if let at = object["check-at"] {
            guard at.stringValue == "object" || at.stringValue == "key" else {
                throw SchemaError(path: "\(path).check-at", .loadExpectedCheckAt)
            }
            atObject = at.stringValue == "object"
        }
        if let checks = object["checks"] {
            guard let list = checks.arrayValue else { throw SchemaError(path: "\(path).checks", .loadExpectedChecks) }
            for (index, item) in list.enumerated() {
                guard let text = item.stringValue, let test = ValueCheck.parse(text) else {
                    throw SchemaError(path: "\(path).checks[\(index)]", .loadExpectedCheck)
                }
                field.checks.append(ValueCheck(test, atObject: atObject))
            }
        }
        return field
    }

    static func display(_ object: JSONObject, path: String) throws(SchemaError) -> FieldDisplay {
        var display = FieldDisplay()
        if let value = object["display"] {
            guard let text = value.stringValue, let hint = DisplayHint(rawValue: text) else {
                throw SchemaError(path: "\(path).display", SchemaError.expectedOneOf(value, DisplayHint.allCases.map(\.rawValue)))
            }
            display.hint = hint
        }
        if let value = object["unit"] { display.unit = try TypeFile.localizedText(value, path: "\(path).unit") }
        if let value = object["label"] { display.label = try TypeFile.localizedText(value, path: "\(path).label") }
        if let value = object["range"] {
            guard let bounds = value.arrayValue, bounds.count == 2, bounds.allSatisfy({ $0 == .null || $0.doubleValue != nil }),
                  bounds.contains(where: { $0 != .null }) else {
                throw SchemaError(path: "\(path).range", .loadExpectedRange)
            }
            let range = ValueRange(minimum: bounds[0].doubleValue, maximum: bounds[1].doubleValue)
            if let low = range.minimum, let high = range.maximum, low > high {
                throw SchemaError(path: "\(path).range", .loadRangeInverted)
            }
            display.range = range
        }
        return display
    }

    static let typeKeys = ["type", "enum", "object", "array", "dictionary", "cases", "tuple", "closed-range", "range-of"]
    static let fieldKeys = typeKeys + ["optional", "description", "key", "display", "unit", "label", "name", "range", "keys",
                                       "default", "lenient", "checks", "check-at", "absent", "unless-present"]

    static func type(_ spec: JSONValue, path: String) throws(SchemaError) -> SchemaType {
        switch spec {
        case .string(let text):
            return try shorthand(text, path: path)
        case .object(let object):
            try checkKeys(object, allowed: fieldKeys, path: path)
            let kinds = typeKeys.filter { object[$0] != nil }
            guard kinds.count == 1 else {
                throw SchemaError(path: path, .loadNeedsOneTypeKey, sentences: ["found": SchemaError.found(kinds)])
            }
            var base: SchemaType
            switch kinds[0] {
            case "type":
                guard let text = object["type"]?.stringValue else {
                    throw SchemaError(path: "\(path).type", .loadExpectedTypeName, sentences: ["got": SchemaError.kind(object["type"]!)])
                }
                base = try shorthand(text, path: "\(path).type")
            case "enum":
                base = try enumeration(object["enum"]!, path: "\(path).enum")
            case "object":
                var name: String?
                if let value = object["name"] {
                    guard let text = value.stringValue, TypeFile.isValidTypeName(text) else {
                        throw SchemaError(path: "\(path).name", .loadExpectedStructName, sentences: ["got": DiagnosticWords.describe(value)])
                    }
                    name = text
                }
                base = .object(try fields(object["object"], path: "\(path).object", name: name))
            case "dictionary":
                var key = SchemaType.DictionaryKey.string
                if let keys = object["keys"] {
                    guard let name = keys.stringValue, let known = SchemaType.DictionaryKey(rawValue: name) else {
                        throw SchemaError(path: "\(path).keys", .loadExpectedDictionaryKeys, sentences: ["got": DiagnosticWords.describe(keys)])
                    }
                    key = known
                }
                base = .dictionary(key: key, value: try type(object["dictionary"]!, path: "\(path).dictionary"))
            case "cases":
                guard let cases = object["cases"]?.objectValue, !cases.entries.isEmpty else {
                    throw SchemaError(path: "\(path).cases", .loadExpectedCases)
                }
                var list: [EnumCaseSchema] = []
                for (key, payload) in cases.entries {
                    list.append(EnumCaseSchema(key: key, payload: try fields(payload, path: "\(path).cases.\(key)")))
                }
                base = .cases(list)
            case "tuple":
                guard let elements = object["tuple"]?.arrayValue, !elements.isEmpty else {
                    throw SchemaError(path: "\(path).tuple", .loadExpectedTuple)
                }
                var types: [SchemaType] = []
                for (index, element) in elements.enumerated() { types.append(try type(element, path: "\(path).tuple[\(index)]")) }
                base = .tuple(types, name: nil)
            case "closed-range", "range-of":
                base = .range(try type(object[kinds[0]]!, path: "\(path).\(kinds[0])"), closed: kinds[0] == "closed-range")
            default:
                base = .array(try type(object["array"]!, path: "\(path).array"))
            }
            if object["keys"] != nil, kinds[0] != "dictionary" {
                throw SchemaError(path: "\(path).keys", .loadKeysDictionaryOnly)
            }
            if let optional = object["optional"] {
                guard let flag = optional.boolValue else {
                    throw SchemaError(path: "\(path).optional", .loadExpectedBool, sentences: ["got": SchemaError.kind(optional)])
                }
                if flag {
                    if base.isOptional {
                        throw SchemaError(path: "\(path).optional", .loadAlreadyOptional)
                    }
                    base = .optional(base)
                }
            }
            return base
        default:
            throw SchemaError(path: path, .loadExpectedType, sentences: ["got": SchemaError.kind(spec)])
        }
    }

    /// String raw values, or Int raw values (an `Int`-backed enum).
    private static func enumeration(_ value: JSONValue, path: String) throws(SchemaError) -> SchemaType {
        guard let array = value.arrayValue else {
            throw SchemaError(path: path, .loadExpectedEnumValues, sentences: ["got": SchemaError.kind(value)])
        }
        guard !array.isEmpty else { throw SchemaError(path: path, .loadEnumEmpty) }
        if array.allSatisfy({ $0.numberValue != nil }) {
            var values: [Int] = []
            for (index, element) in array.enumerated() {
                guard let number = element.numberValue, number.isIntegerLiteral, let whole = Int(number.literal) else {
                    throw SchemaError(path: "\(path)[\(index)]", .loadExpectedIntRawValue, sentences: ["got": DiagnosticWords.describe(element)])
                }
                guard !values.contains(whole) else { throw SchemaError(path: "\(path)[\(index)]", .loadListedTwice, ["value": String(whole)]) }
                values.append(whole)
            }
            return .integerEnumeration(values)
        }
        var values: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue else {
                throw SchemaError(path: "\(path)[\(index)]", .loadExpectedStringRawValue, sentences: ["got": SchemaError.kind(element)])
            }
            guard !values.contains(text) else {
                throw SchemaError(path: "\(path)[\(index)]", .loadListedTwice, ["value": DiagnosticText.quote(text)])
            }
            values.append(text)
        }
        return .enumeration(values)
    }

    /// `Name`, `Name?`, `[Spec]`, `[Key: Spec]`, with Name one of `scalarNames`.
    static func shorthand(_ text: String, path: String) throws(SchemaError) -> SchemaType {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var optional = false
        if body.hasSuffix("?") {
            body = body.dropLast()
            optional = true
            if body.hasSuffix("?") {
                throw SchemaError(path: path, .loadDoublyOptional, ["type": DiagnosticText.quote(text)])
            }
        }
        let base: SchemaType
        if let open = body.firstIndex(of: "<"), body.hasSuffix(">"), ["Range", "ClosedRange"].contains(String(body[..<open])) {
            let bound = try shorthand(String(body[body.index(after: open)..<body.index(before: body.endIndex)]), path: path)
            base = .range(bound, closed: body.hasPrefix("Closed"))
        } else if body.hasPrefix("["), body.hasSuffix("]"), body.count >= 2 {
            let inner = body.dropFirst().dropLast()
            if let colon = topLevelColon(in: inner) {
                let keyName = inner[..<colon].trimmingCharacters(in: .whitespaces)
                guard let key = SchemaType.DictionaryKey(rawValue: keyName) else {
                    throw SchemaError(path: path, .loadDictionaryKeyType, ["type": DiagnosticText.quote(text)])
                }
                base = .dictionary(key: key, value: try shorthand(String(inner[inner.index(after: colon)...]), path: path))
            } else {
                base = .array(try shorthand(String(inner), path: path))
            }
        } else if let match = scalarNames.first(where: { $0.0 == body }) {
            base = match.1
        } else {
            let names = scalarNames.prefix(11).map(\.0).joined(separator: ", ")
            let problem = Sentence(.loadUnknownType, ["type": DiagnosticText.quote(text), "names": names])
            throw SchemaError(path: path, SchemaError.meant(problem, KeySuggestion.nearest(to: String(body), among: scalarNames.map(\.0))))
        }
        return optional ? .optional(base) : base
    }

    /// The `:` of `[Key: Value]` that is not inside a nested bracket.
    private static func topLevelColon(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    static func checkKeys(_ object: JSONObject, allowed: [String], path: String) throws(SchemaError) {
        for key in object.keys where !allowed.contains(key) {
            let problem = Sentence(.loadUnknownKey, ["key": DiagnosticText.quote(key), "keys": SchemaError.quoted(allowed)])
            throw SchemaError(path: path.isEmpty ? key : "\(path).\(key)", SchemaError.meant(problem, KeySuggestion.nearest(to: key, among: allowed)))
        }
    }
}
