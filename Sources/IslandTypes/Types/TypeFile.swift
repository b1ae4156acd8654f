import IslandText
import IslandJSON
/// Reads a type file (docs/types.md): the app the types belong to, and for each type its
/// schema, its strings and its presentation. A schema file (`--schema`, docs/schema.md) is a
/// type file without `app`, `strings` and `presentation`. Every mistake is an error naming
/// the file and the key path.
package enum TypeFile {
    /// What one file describes.
    package struct Contents: Hashable, Sendable {
        /// The app the types belong to; nil: any app may send them.
        package var app: AppDescription?
        package var definitions: [TypeDefinition]
    }

    static let documentKeys = ["types", "app", "description"]
    static let typeKeys = ["attributes", "content-state", "strings", "presentation", "checks", "description"]
    static let appKeys = ["bundle", "name", "development-language", "languages", "icon", "tint", "frequent-updates", "description"]

    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(SchemaError) -> Contents {
        do {
            return try parseDocument(bytes, origin: file ?? "schema")
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    package static func parse(_ text: String, file: String? = nil) throws(SchemaError) -> Contents {
        try parse(Array(text.utf8), file: file)
    }

    private static func parseDocument(_ bytes: [UInt8], origin: String) throws(SchemaError) -> Contents {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SchemaError(path: "", .loadInvalidJSON, sentences: ["error": error.sentence])
        }
        guard let root = value.objectValue else {
            throw SchemaError(path: "", .loadExpectedTypeFile, sentences: ["got": SchemaError.kind(value)])
        }
        try SchemaFile.checkKeys(root, allowed: documentKeys, path: "")
        let app = try root["app"].map { value throws(SchemaError) in try self.app(value, path: "app") }
        guard let typesValue = root["types"] else {
            throw SchemaError(path: "types", .loadTypesMissing)
        }
        guard let types = typesValue.objectValue else {
            throw SchemaError(path: "types", .loadExpectedTypeNames, sentences: ["got": SchemaError.kind(typesValue)])
        }
        if types.isEmpty {
            throw SchemaError(path: "types", .loadNoType)
        }
        var definitions: [TypeDefinition] = []
        for (name, description) in types.entries {
            let path = "types.\(name)"
            guard isValidTypeName(name) else {
                throw SchemaError(path: path, .loadNotTypeName, ["name": DiagnosticText.quote(name)])
            }
            guard let object = description.objectValue else {
                throw SchemaError(path: path, .loadExpectedTypeDescription, sentences: ["got": SchemaError.kind(description)])
            }
            try SchemaFile.checkKeys(object, allowed: typeKeys, path: path)
            let attributes = try SchemaFile.fields(object["attributes"], path: "\(path).attributes", name: name)
            let state = try SchemaFile.fields(object["content-state"], path: "\(path).content-state", name: "ContentState")
            let schema = ActivitySchema(typeName: name, attributes: attributes, contentState: state)
            let strings = try self.strings(object["strings"], path: "\(path).strings")
            var presentation: PresentationSpec?
            if let value = object["presentation"] {
                let context = PresentationFile.Context(schema: schema, strings: strings)
                presentation = try PresentationFile.parse(value, path: "\(path).presentation", context: context)
            }
            let checks = try self.checks(object["checks"], path: "\(path).checks", schema: schema)
            definitions.append(TypeDefinition(key: TypeKey(app: app?.bundle, name: name), schema: schema, strings: strings,
                                              presentation: presentation, checks: checks, origin: origin))
        }
        return Contents(app: app, definitions: definitions)
    }

    // MARK: App

    private static func app(_ value: JSONValue, path: String) throws(SchemaError) -> AppDescription {
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedApp, sentences: ["got": SchemaError.kind(value)]) }
        try SchemaFile.checkKeys(object, allowed: appKeys, path: path)
        guard let bundle = object["bundle"]?.stringValue, isValidBundle(bundle) else {
            throw SchemaError(path: "\(path).bundle", .loadExpectedBundle)
        }
        let name = try object["name"].map { value throws(SchemaError) in try localizedText(value, path: "\(path).name") }
            ?? AppDescription.derived(bundle: bundle).name
        var development = "en"
        if let value = object["development-language"] {
            development = try language(value, path: "\(path).development-language")
        }
        var languages: [String] = []
        if let value = object["languages"] {
            guard let array = value.arrayValue else { throw SchemaError(path: "\(path).languages", .loadExpectedLanguages, sentences: ["got": SchemaError.kind(value)]) }
            for (index, element) in array.enumerated() {
                languages.append(try language(element, path: "\(path).languages[\(index)]"))
            }
        }
        var icon = AppIcon()
        if let value = object["icon"] {
            icon = try self.icon(value, path: "\(path).icon")
        }
        var tint: PresentationRole?
        if let value = object["tint"] { tint = try PresentationFile.role(value, path: "\(path).tint") }
        var frequent = false
        if let value = object["frequent-updates"] {
            guard let flag = value.boolValue else { throw SchemaError(path: "\(path).frequent-updates", .loadExpectedBool, sentences: ["got": SchemaError.kind(value)]) }
            frequent = flag
        }
        return AppDescription(bundle: bundle, name: name, developmentLanguage: development, languages: languages, icon: icon,
                              tint: tint, frequentUpdates: frequent)
    }

    private static func icon(_ value: JSONValue, path: String) throws(SchemaError) -> AppIcon {
        if let glyph = value.stringValue { return AppIcon(glyph: glyph) }
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedIcon, sentences: ["got": SchemaError.kind(value)]) }
        try SchemaFile.checkKeys(object, allowed: ["glyph", "ascii", "symbol"], path: path)
        var icon = AppIcon()
        for key in ["glyph", "ascii", "symbol"] {
            guard let entry = object[key] else { continue }
            guard let text = entry.stringValue, !text.isEmpty, !ControlCharacters.contains(text) else {
                throw SchemaError(path: "\(path).\(key)", .loadExpectedPlainString, sentences: ["got": DiagnosticWords.describe(entry)])
            }
            switch key {
            case "glyph": icon.glyph = text
            case "ascii":
                guard text.unicodeScalars.allSatisfy({ $0.isASCII }) else { throw SchemaError(path: "\(path).ascii", .loadMustBeASCII) }
                icon.ascii = text
            default:
                guard SFSymbols.glyph(text) != nil else {
                    let problem = SchemaError.meant(Sentence(.loadNotSymbol, ["symbol": DiagnosticText.quote(text)]),
                                                    KeySuggestion.nearest(to: text, among: SFSymbols.names))
                    throw SchemaError(path: "\(path).symbol", .loadSeeTypesDoc, sentences: ["problem": problem])
                }
                icon.symbol = text
            }
        }
        return icon
    }

    private static func language(_ value: JSONValue, path: String) throws(SchemaError) -> String {
        guard let text = value.stringValue, let code = LanguagePreferences.code(fromLocale: text) else {
            throw SchemaError(path: path, .loadExpectedLanguage, sentences: ["got": DiagnosticWords.describe(value)])
        }
        return code
    }

    // MARK: Checks

    /// `"checks": [{"interval": "remainingTime", "until": "nextStopTime", "tolerance": 60}]`.
    private static func checks(_ value: JSONValue?, path: String, schema: ActivitySchema) throws(SchemaError) -> [ConsistencyRule] {
        guard let value else { return [] }
        guard let array = value.arrayValue else { throw SchemaError(path: path, .loadExpectedRules) }
        let context = PresentationFile.Context(schema: schema, strings: [:])
        var rules: [ConsistencyRule] = []
        for (index, element) in array.enumerated() {
            let rulePath = "\(path)[\(index)]"
            guard let object = element.objectValue else { throw SchemaError(path: rulePath, .loadExpectedRule) }
            try SchemaFile.checkKeys(object, allowed: ["interval", "until", "tolerance", "description"], path: rulePath)
            guard let interval = object["interval"], let until = object["until"] else {
                throw SchemaError(path: rulePath, .loadRuleNeeds)
            }
            let intervalPath = try PresentationFile.fieldPath(interval, path: "\(rulePath).interval", context: context)
            let untilPath = try PresentationFile.fieldPath(until, path: "\(rulePath).until", context: context)
            guard FieldResolver.type(of: untilPath, in: schema)?.wrapped == .date else {
                throw SchemaError(path: "\(rulePath).until", .loadMustNameDate)
            }
            guard FieldResolver.type(of: intervalPath, in: schema)?.isNumeric == true else {
                throw SchemaError(path: "\(rulePath).interval", .loadMustNameSeconds)
            }
            let tolerance = try object["tolerance"].map { value throws(SchemaError) in try PresentationFile.positive(value, path: "\(rulePath).tolerance") } ?? 60
            rules.append(ConsistencyRule(interval: intervalPath, until: untilPath, tolerance: tolerance))
        }
        return rules
    }

    // MARK: Strings

    /// `"strings": {"endButton": {"de": "Beenden", "en": "End"}, "arrow": "→"}`.
    private static func strings(_ value: JSONValue?, path: String) throws(SchemaError) -> [String: LocalizedText] {
        guard let value else { return [:] }
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedStrings, sentences: ["got": SchemaError.kind(value)]) }
        var strings: [String: LocalizedText] = [:]
        for (key, text) in object.entries {
            guard isValidTypeName(key) else { throw SchemaError(path: "\(path).\(key)", .loadStringKeyName, ["key": key]) }
            strings[key] = try localizedText(text, path: "\(path).\(key)")
        }
        return strings
    }

    /// A text for every language, or `{"de": …, "en": …}`.
    static func localizedText(_ value: JSONValue, path: String) throws(SchemaError) -> LocalizedText {
        if let text = value.stringValue {
            try checkText(text, path: path)
            return LocalizedText(text)
        }
        guard let object = value.objectValue, !object.isEmpty else {
            throw SchemaError(path: path, .loadExpectedLocalized, sentences: ["got": SchemaError.kind(value)])
        }
        var texts: [String: String] = [:]
        for (language, text) in object.entries {
            guard let code = LanguagePreferences.code(fromLocale: language) else {
                throw SchemaError(path: "\(path).\(language)", .loadNotLanguage, ["language": DiagnosticText.quote(language)])
            }
            guard let string = text.stringValue else { throw SchemaError(path: "\(path).\(language)", .loadExpectedText, sentences: ["got": SchemaError.kind(text)]) }
            try checkText(string, path: "\(path).\(language)")
            texts[code] = string
        }
        return LocalizedText(texts)
    }

    private static func checkText(_ text: String, path: String) throws(SchemaError) {
        if ControlCharacters.contains(text) {
            throw SchemaError(path: path, .loadLabelControls)
        }
    }

    // MARK: Names

    static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    package static func isValidBundle(_ bundle: String) -> Bool {
        !bundle.isEmpty && bundle.count <= 255 && !bundle.hasSuffix(LiveActivityTopic.suffix)
            && bundle.unicodeScalars.allSatisfy { $0 == "." || $0 == "-" || $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }
}
