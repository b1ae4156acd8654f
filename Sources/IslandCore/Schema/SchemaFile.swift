/// Reads a schema document (`--schema FILE`, described in docs/schema.md) into
/// `ActivitySchema`s. Every mistake is an error naming the key path where it is.
package enum SchemaFile {
    /// The type names the shorthand accepts.
    package static let scalarNames: [(String, SchemaType)] = [
        ("String", .string), ("Int", .int), ("Double", .double), ("Bool", .bool),
        ("Date", .date), ("TimeInterval", .timeInterval),
    ]

    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(SchemaError) -> [ActivitySchema] {
        do {
            return try parseDocument(bytes)
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    package static func parse(_ text: String, file: String? = nil) throws(SchemaError) -> [ActivitySchema] {
        try parse(Array(text.utf8), file: file)
    }

    private static func parseDocument(_ bytes: [UInt8]) throws(SchemaError) -> [ActivitySchema] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SchemaError(path: "", "not valid JSON: \(error)")
        }
        guard let root = value.objectValue else {
            throw SchemaError(path: "", "expected a JSON object with \"types\", got \(value.typeName)")
        }
        try checkKeys(root, allowed: ["types", "description"], path: "")
        guard let typesValue = root["types"] else {
            throw SchemaError(path: "types", "missing; a schema file is {\"types\": {\"TypeName\": {\"attributes\": {…}, \"content-state\": {…}}}}")
        }
        guard let types = typesValue.objectValue else {
            throw SchemaError(path: "types", "expected an object of type names, got \(typesValue.typeName)")
        }
        if types.isEmpty {
            throw SchemaError(path: "types", "describes no type")
        }
        var schemas: [ActivitySchema] = []
        for (name, description) in types.entries {
            let path = "types.\(name)"
            guard isValidTypeName(name) else {
                throw SchemaError(path: path, "\(DiagnosticText.quote(name)) is not a Swift type name (letters, digits and _, not starting with a digit)")
            }
            guard let object = description.objectValue else {
                throw SchemaError(path: path, "expected an object with \"attributes\" and \"content-state\", got \(description.typeName)")
            }
            try checkKeys(object, allowed: ["attributes", "content-state", "description"], path: path)
            let attributes = try fields(object["attributes"], path: "\(path).attributes")
            let state = try fields(object["content-state"], path: "\(path).content-state")
            schemas.append(ActivitySchema(typeName: name, attributes: attributes, contentState: state))
        }
        return schemas
    }

    private static func fields(_ value: JSONValue?, path: String) throws(SchemaError) -> ObjectSchema {
        guard let value else {
            throw SchemaError(path: path, "missing; use {} for a struct without fields")
        }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, "expected an object of field names to types, got \(value.typeName)")
        }
        var fields: [SchemaField] = []
        for (name, spec) in object.entries {
            guard !name.isEmpty else { throw SchemaError(path: path, "a field name is empty") }
            fields.append(SchemaField(name, try type(spec, path: "\(path).\(name)")))
        }
        return ObjectSchema(fields)
    }

    private static func type(_ spec: JSONValue, path: String) throws(SchemaError) -> SchemaType {
        switch spec {
        case .string(let text):
            return try shorthand(text, path: path)
        case .object(let object):
            try checkKeys(object, allowed: ["type", "enum", "object", "array", "optional", "description"], path: path)
            let kinds = ["type", "enum", "object", "array"].filter { object[$0] != nil }
            guard kinds.count == 1 else {
                let found = kinds.isEmpty ? "none" : kinds.map { "\"\($0)\"" }.joined(separator: " and ")
                throw SchemaError(path: path, "needs exactly one of \"type\", \"enum\", \"object\" or \"array\" (found \(found))")
            }
            var base: SchemaType
            switch kinds[0] {
            case "type":
                guard let text = object["type"]?.stringValue else {
                    throw SchemaError(path: "\(path).type", "expected a type name such as \"Int\" or \"[String]?\", got \(object["type"]!.typeName)")
                }
                base = try shorthand(text, path: "\(path).type")
            case "enum":
                base = try enumeration(object["enum"]!, path: "\(path).enum")
            case "object":
                base = .object(try fields(object["object"], path: "\(path).object"))
            default:
                base = .array(try type(object["array"]!, path: "\(path).array"))
            }
            if let optional = object["optional"] {
                guard let flag = optional.boolValue else {
                    throw SchemaError(path: "\(path).optional", "expected true or false, got \(optional.typeName)")
                }
                if flag {
                    if base.isOptional {
                        throw SchemaError(path: "\(path).optional", "the type is already optional")
                    }
                    base = .optional(base)
                }
            }
            return base
        default:
            throw SchemaError(path: path, "expected a type: a name such as \"Int\", \"Date?\" or \"[String]\", or an object with \"type\", \"enum\", \"object\" or \"array\"; got \(spec.typeName)")
        }
    }

    private static func enumeration(_ value: JSONValue, path: String) throws(SchemaError) -> SchemaType {
        guard let array = value.arrayValue else {
            throw SchemaError(path: path, "expected an array of the enum's raw string values, got \(value.typeName)")
        }
        guard !array.isEmpty else { throw SchemaError(path: path, "an enum needs at least one value") }
        var values: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue else {
                throw SchemaError(path: "\(path)[\(index)]", "expected a string (island models String-backed enums), got \(element.typeName)")
            }
            guard !values.contains(text) else {
                throw SchemaError(path: "\(path)[\(index)]", "\(DiagnosticText.quote(text)) is listed twice")
            }
            values.append(text)
        }
        return .enumeration(values)
    }

    /// `Name`, `Name?`, `[Spec]`, `[Spec]?` with Name one of `scalarNames`.
    static func shorthand(_ text: String, path: String) throws(SchemaError) -> SchemaType {
        var body = Substring(text)
        var optional = false
        if body.hasSuffix("?") {
            body = body.dropLast()
            optional = true
            if body.hasSuffix("?") {
                throw SchemaError(path: path, "\(DiagnosticText.quote(text)): a doubly optional type is not supported")
            }
        }
        let base: SchemaType
        if body.hasPrefix("["), body.hasSuffix("]"), body.count >= 2 {
            base = .array(try shorthand(String(body.dropFirst().dropLast()), path: path))
        } else if let match = scalarNames.first(where: { $0.0 == body }) {
            base = match.1
        } else {
            let names = scalarNames.map(\.0).joined(separator: ", ")
            var message = "unknown type \(DiagnosticText.quote(text)); expected \(names), with ? for an optional and [ ] for an array"
            if let near = KeySuggestion.nearest(to: String(body), among: scalarNames.map(\.0)) {
                message += " (did you mean \"\(near)\"?)"
            }
            throw SchemaError(path: path, message)
        }
        return optional ? .optional(base) : base
    }

    private static func checkKeys(_ object: JSONObject, allowed: [String], path: String) throws(SchemaError) {
        for key in object.keys where !allowed.contains(key) {
            var message = "unknown key \(DiagnosticText.quote(key)); expected " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            if let near = KeySuggestion.nearest(to: key, among: allowed) {
                message += " (did you mean \"\(near)\"?)"
            }
            throw SchemaError(path: path.isEmpty ? key : "\(path).\(key)", message)
        }
    }

    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
