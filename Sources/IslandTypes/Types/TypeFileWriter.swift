import IslandJSON
/// Writes type definitions back as a type file (docs/types.md) that `TypeFile.parse` reads to
/// the same definitions: the app, and per type its schema (`attributes`, `content-state`),
/// `checks`, `strings` and `presentation`. Fields use the short form (`"Date?"`, `"[String]"`)
/// where it says everything, the object form otherwise. A type without a schema (known by
/// name only) has nothing a file can hold and is left out.
///
/// One normalisation: an inline text with one wording for every language
/// (`TextSpec.localized` of a single text, as the default presentation's labels are) is
/// written as plain text and reads back as `TextSpec.literal` — the same on every screen.
package enum TypeFileWriter {
    /// The document as pretty-printed JSON in the style of `types/rnv-trip.json`, ending in a newline.
    package static func text(_ contents: TypeFile.Contents) -> String {
        TypeFileLayout.text(document(contents)) + "\n"
    }

    package static func document(_ contents: TypeFile.Contents) -> JSONValue {
        var document = JSONObject()
        if let app = contents.app { document["app"] = self.app(app) }
        var types = JSONObject()
        for definition in contents.definitions {
            guard let type = self.type(definition) else { continue }
            types[definition.key.name] = type
        }
        document["types"] = .object(types)
        return .object(document)
    }

    /// One type's entry; nil without a schema.
    package static func type(_ definition: TypeDefinition) -> JSONValue? {
        guard let schema = definition.schema else { return nil }
        var type = JSONObject()
        type["attributes"] = fields(schema.attributes)
        type["content-state"] = fields(schema.contentState)
        if !definition.checks.isEmpty {
            type["checks"] = .array(definition.checks.map { rule in
                .object(JSONObject([("interval", .string(rule.interval.description)), ("until", .string(rule.until.description)),
                                    ("tolerance", number(rule.tolerance))]))
            })
        }
        if !definition.strings.isEmpty {
            type["strings"] = .object(JSONObject(definition.strings.sorted { $0.key < $1.key }.map { ($0.key, localized($0.value)) }))
        }
        if let presentation = definition.presentation {
            type["presentation"] = PresentationFileWriter.presentation(presentation)
        }
        return .object(type)
    }

    // MARK: App

    static func app(_ app: AppDescription) -> JSONValue {
        var object = JSONObject()
        object["bundle"] = .string(app.bundle)
        object["name"] = localized(app.name)
        object["development-language"] = .string(app.developmentLanguage)
        object["languages"] = .array(app.languages.map(JSONValue.string))
        let icon = app.icon
        if icon.ascii == nil, icon.symbol == nil, let glyph = icon.glyph {
            object["icon"] = .string(glyph)
        } else if icon != AppIcon() {
            var iconObject = JSONObject()
            if let glyph = icon.glyph { iconObject["glyph"] = .string(glyph) }
            if let ascii = icon.ascii { iconObject["ascii"] = .string(ascii) }
            if let symbol = icon.symbol { iconObject["symbol"] = .string(symbol) }
            object["icon"] = .object(iconObject)
        }
        if let tint = app.tint { object["tint"] = .string(tint.rawValue) }
        if app.frequentUpdates { object["frequent-updates"] = .bool(true) }
        return .object(object)
    }

    // MARK: Schema

    /// An `attributes` or `content-state` object: field names to types, in order.
    static func fields(_ schema: ObjectSchema) -> JSONValue {
        .object(JSONObject(schema.fields.map { ($0.name, field($0)) }))
    }

    static func field(_ field: SchemaField) -> JSONValue {
        var extras: [(String, JSONValue)] = []
        if field.key != field.name { extras.append(("key", .string(field.key))) }
        let display = field.display
        if let hint = display.hint { extras.append(("display", .string(hint.rawValue))) }
        if let unit = display.unit { extras.append(("unit", localized(unit))) }
        if let label = display.label { extras.append(("label", localized(label))) }
        if let range = display.range {
            extras.append(("range", .array([range.minimum.map(number) ?? .null, range.maximum.map(number) ?? .null])))
        }
        let spec = type(field.type)
        guard !extras.isEmpty else { return spec }
        var object: JSONObject
        switch spec {
        case .object(let form): object = form
        default: object = JSONObject([("type", spec)])
        }
        for (key, value) in extras { object[key] = value }
        return .object(object)
    }

    /// A type: its short name when it has one, else the object form.
    static func type(_ type: SchemaType) -> JSONValue {
        if let name = shorthand(type) { return .string(name) }
        return .object(objectForm(type))
    }

    /// `Int`, `Date?`, `[String]`, `[Int: Double]`; nil for enums, structs and what contains them.
    static func shorthand(_ type: SchemaType) -> String? {
        switch type {
        case .enumeration, .integerEnumeration, .object: return nil
        case .optional(let inner):
            guard !inner.isOptional, let name = shorthand(inner) else { return nil }
            return name + "?"
        case .array(let element): return shorthand(element).map { "[\($0)]" }
        case .dictionary(let key, let value): return shorthand(value).map { "[\(key.rawValue): \($0)]" }
        default: return type.swiftName
        }
    }

    static func objectForm(_ type: SchemaType) -> JSONObject {
        switch type {
        case .optional(let inner):
            var object = objectForm(inner)
            object["optional"] = .bool(true)
            return object
        case .enumeration(let values):
            return JSONObject([("enum", .array(values.map(JSONValue.string)))])
        case .integerEnumeration(let values):
            return JSONObject([("enum", .array(values.map { .number(JSONNumber($0)) }))])
        case .object(let schema):
            var object = JSONObject()
            if let name = schema.name { object["name"] = .string(name) }
            object["object"] = fields(schema)
            return object
        case .array(let element):
            return JSONObject([("array", self.type(element))])
        case .dictionary(let key, let value):
            var object = JSONObject([("dictionary", self.type(value))])
            if key == .int { object["keys"] = .string(key.rawValue) }
            return object
        default:
            return JSONObject([("type", .string(type.swiftName))])
        }
    }

    // MARK: Leaves

    /// One text for every language as a string, else an object of languages.
    static func localized(_ text: LocalizedText) -> JSONValue {
        if text.languages.isEmpty, let only = text.texts[""] { return .string(only) }
        return .object(JSONObject(text.texts.filter { !$0.key.isEmpty }.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))
    }

    static func number(_ value: Double) -> JSONValue {
        .number(JSONNumber(value))
    }
}
