import IslandText
import IslandJSON
/// Reads a type's `presentation` (docs/types.md): regions of items and rows. Every field it
/// names must exist in the schema, every `@key` in the type's strings, every role, glyph and
/// SF Symbol in island's vocabulary; a mistake is an error naming its key path.
package enum PresentationFile {
    /// What names in the presentation are checked against.
    package struct Context: Sendable {
        package var schema: ActivitySchema?
        package var strings: [String: LocalizedText]
        /// The presentation's named conditions and styles (its `conditions` and `styles`).
        package var conditions: [String: Condition] = [:]
        package var styles: [String: JSONObject] = [:]

        package init(schema: ActivitySchema?, strings: [String: LocalizedText]) {
            self.schema = schema
            self.strings = strings
        }
    }

    static let regionKeys = ["title", "status", "minimal", "compactLeading", "compactTrailing", "expanded", "lockScreen",
                             "small", "standBy", "keylineTint", "button", "buttons", "define", "conditions", "styles", "description"]
    static let expandedKeys = ["leading", "trailing", "center", "bottom"]
    static let contentKeys = ["text", "field", "glyph", "symbol", "icon", "appName", "button"]
    static let itemKeys = contentKeys + ["format", "unit", "singular", "decimals", "signed", "scale", "zero", "values", "otherwise", "role",
                                         "bold", "dim", "when", "priority", "prefix", "suffix", "maxWidth", "words", "missing", "ascii", "display",
                                         "description"]
    static let rowKeys = ["items", "trailing", "bar", "when", "priority", "description"]
    static let barKeys = ["field", "total", "scale", "role", "percent", "after", "priority"]
    static let formats = ["text", "words", "number", "percent", "countdown", "minutes", "timer", "time", "relative", "duration", "date",
                          "count"]

    package static func parse(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> PresentationSpec {
        guard let written = value.objectValue else { throw SchemaError(path: path, .loadExpectedRegionsGot, sentences: ["got": SchemaError.kind(value)]) }
        try SchemaFile.checkKeys(written, allowed: regionKeys, path: path)
        let definitions = try PresentationDefinitions.read(written["define"], path: "\(path).define")
        var context = context
        context.conditions = try PresentationConditions.read(written["conditions"], path: "\(path).conditions", context: context)
        context.styles = try PresentationStyles.read(written["styles"], path: "\(path).styles", context: context)
        var regions = written
        for section in ["define", "conditions", "styles"] { regions[section] = nil }
        guard let object = try PresentationDefinitions.expand(.object(regions), definitions, path: path).objectValue else {
            throw SchemaError(path: path, .loadExpectedRegions)
        }
        func items(_ key: String) throws(SchemaError) -> [ItemSpec] {
            try object[key].map { value throws(SchemaError) in try self.items(value, path: "\(path).\(key)", context: context) } ?? []
        }
        var expanded = ExpandedSpec()
        if let value = object["expanded"] {
            guard let regions = value.objectValue else { throw SchemaError(path: "\(path).expanded", .loadExpectedExpanded) }
            try SchemaFile.checkKeys(regions, allowed: expandedKeys, path: "\(path).expanded")
            func rows(_ key: String) throws(SchemaError) -> [RowSpec] {
                try regions[key].map { value throws(SchemaError) in try self.rows(value, path: "\(path).expanded.\(key)", context: context) } ?? []
            }
            expanded = ExpandedSpec(leading: try rows("leading"), trailing: try rows("trailing"), center: try rows("center"), bottom: try rows("bottom"))
        }
        let lockScreen = try object["lockScreen"].map { value throws(SchemaError) in try rows(value, path: "\(path).lockScreen", context: context) } ?? []
        // The `small` family (Apple Watch Smart Stack, CarPlay): rows as on the Lock Screen; none: the compact pair.
        let small = try object["small"].map { value throws(SchemaError) in try rows(value, path: "\(path).small", context: context) } ?? []
        var standBy: [FigureSpec] = []
        if let value = object["standBy"] {
            guard let array = value.arrayValue else { throw SchemaError(path: "\(path).standBy", .loadExpectedFigures) }
            for (index, element) in array.enumerated() {
                standBy.append(try figure(element, path: "\(path).standBy[\(index)]", context: context))
            }
        }
        var tint: PresentationRole?
        if let value = object["keylineTint"] { tint = try role(value, path: "\(path).keylineTint") }
        var buttons: [ButtonSpec] = []
        if let value = object["button"] { buttons = [try self.button(value, path: "\(path).button", context: context)] }
        if let value = object["buttons"] {
            // One or the other: a card with a list of buttons says so in one place.
            guard object["button"] == nil else { throw SchemaError(path: "\(path).buttons", .loadButtonAndButtons) }
            guard let array = value.arrayValue, !array.isEmpty else {
                throw SchemaError(path: "\(path).buttons", .loadExpectedButtons)
            }
            for (index, element) in array.enumerated() {
                buttons.append(try self.button(element, path: "\(path).buttons[\(index)]", context: context))
            }
        }
        return PresentationSpec(title: try items("title"), status: try items("status"), minimal: try items("minimal"),
                                compactLeading: try items("compactLeading"), compactTrailing: try items("compactTrailing"),
                                expanded: expanded, lockScreen: lockScreen, small: small, standBy: standBy, keylineTint: tint,
                                buttons: buttons)
    }

    // MARK: Rows

    static func rows(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> [RowSpec] {
        guard let array = value.arrayValue else { throw SchemaError(path: path, .loadExpectedRows, sentences: ["got": SchemaError.kind(value)]) }
        var rows: [RowSpec] = []
        for (index, element) in array.enumerated() {
            rows.append(try row(element, path: "\(path)[\(index)]", context: context))
        }
        return rows
    }

    /// A row: an array of items, or `{"items", "trailing", "bar", "when", "priority"}`.
    static func row(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> RowSpec {
        if value.arrayValue != nil { return RowSpec(items: try items(value, path: path, context: context)) }
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedRow) }
        try SchemaFile.checkKeys(object, allowed: rowKeys, path: path)
        var row = RowSpec()
        if let items = object["items"] { row.items = try self.items(items, path: "\(path).items", context: context) }
        if let items = object["trailing"] { row.trailing = try self.items(items, path: "\(path).trailing", context: context) }
        if let bar = object["bar"] { row.bar = try self.bar(bar, path: "\(path).bar", context: context) }
        if let when = object["when"] { row.when = try condition(when, path: "\(path).when", context: context) }
        if let priority = object["priority"] { row.priority = try self.priority(priority, path: "\(path).priority") }
        guard !row.items.isEmpty || !row.trailing.isEmpty || row.bar != nil else {
            throw SchemaError(path: path, .loadEmptyRow)
        }
        return row
    }

    static func bar(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> BarSpec {
        if value.stringValue != nil { return BarSpec(value: try barField(value, path: path, context: context)) }
        guard let written = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedBar)
        }
        // A bar takes a named style's role (the ride's battery colours its bar and its percent alike).
        let object = try PresentationStyles.apply(written, path: path, context: context)
        for key in ["bold", "dim"] where object[key] != nil && written[key] == nil {
            throw SchemaError(path: "\(path).style", .loadBarStyle, ["key": key])
        }
        try SchemaFile.checkKeys(object, allowed: barKeys, path: path)
        guard let field = object["field"] else { throw SchemaError(path: "\(path).field", .loadBarFieldMissing) }
        var bar = BarSpec(value: try barField(field, path: "\(path).field", context: context))
        if let total = object["total"] { bar.total = try barField(total, path: "\(path).total", context: context) }
        if let scale = object["scale"] { bar.scale = try positive(scale, path: "\(path).scale") }
        if let role = object["role"] { bar.role = try roleSpec(role, path: "\(path).role", context: context) }
        if let percent = object["percent"] { bar.showsPercent = try flag(percent, path: "\(path).percent") }
        if let after = object["after"] {
            if object["percent"] != nil { throw SchemaError(path: "\(path).after", .loadAfterReplacesPercent) }
            bar.after = try items(after, path: "\(path).after", context: context)
        }
        if let priority = object["priority"] { bar.priority = try self.priority(priority, path: "\(path).priority") }
        return bar
    }

    /// A bar's field: a number, or an enum (its case's place among the cases).
    static func barField(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> FieldPath {
        let field = try fieldPath(value, path: path, context: context)
        guard let schema = context.schema, let type = FieldResolver.type(of: field, in: schema) else { return field }
        switch type.wrapped {
        case .enumeration, .integerEnumeration: return field
        default:
            guard type.isNumeric else {
                throw SchemaError(path: path, .loadBarNeedsNumber, ["field": "\(field)", "type": type.swiftName])
            }
            return field
        }
    }

    // MARK: Items

    static func items(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> [ItemSpec] {
        guard let array = value.arrayValue else { throw SchemaError(path: path, .loadExpectedItems, sentences: ["got": SchemaError.kind(value)]) }
        var items: [ItemSpec] = []
        for (index, element) in array.enumerated() {
            items.append(try item(element, path: "\(path)[\(index)]", context: context))
        }
        return items
    }

    /// A text (`"Linie: "`, `"@line"`) or an object with one of text, field, glyph, symbol,
    /// icon, appName, button.
    static func item(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> ItemSpec {
        if value.stringValue != nil { return ItemSpec(.text(try text(value, path: path, context: context))) }
        guard let written = value.objectValue else { throw SchemaError(path: path, .loadExpectedItem) }
        // Its named styles first: the item's own keys win over them.
        let object = try PresentationStyles.apply(written, path: path, context: context)
        try SchemaFile.checkKeys(object, allowed: itemKeys, path: path)
        let kinds = contentKeys.filter { object[$0] != nil }
        guard kinds.count == 1 else {
            throw SchemaError(path: path, .loadNeedsOneOf, ["keys": SchemaError.quoted(contentKeys)], sentences: ["found": SchemaError.found(kinds)])
        }
        let kind = kinds[0]
        let content: ItemContent
        switch kind {
        case "text": content = .text(try text(object["text"]!, path: "\(path).text", context: context))
        case "field":
            let field = try fieldPath(object["field"]!, path: "\(path).field", context: context)
            let format = try self.format(object, path: path, context: context)
            try check(format, of: field, hint: object["display"]?.stringValue.flatMap(DisplayHint.init(rawValue:)), path: path, context: context)
            content = .field(field, format)
        case "glyph":
            guard let name = object["glyph"]?.stringValue, let glyph = PresentationGlyph(rawValue: name) else {
                throw SchemaError(path: "\(path).glyph", SchemaError.expectedOneOf(object["glyph"]!, PresentationGlyph.allCases.map(\.rawValue)))
            }
            content = .glyph(glyph)
        case "symbol": content = .symbol(try symbol(object["symbol"]!, path: "\(path).symbol"))
        default:
            guard try flag(object[kind]!, path: "\(path).\(kind)") else {
                throw SchemaError(path: "\(path).\(kind)", .loadOnlyTrue)
            }
            content = kind == "icon" ? .icon : kind == "appName" ? .appName : .button
        }
        if kind != "field" {
            for key in ["format", "unit", "singular", "decimals", "signed", "scale", "zero", "values", "otherwise"] where object[key] != nil {
                throw SchemaError(path: "\(path).\(key)", .loadFormatFieldOnly)
            }
        }
        var item = ItemSpec(content)
        item.style = StyleSpec(role: try object["role"].map { value throws(SchemaError) in try roleSpec(value, path: "\(path).role", context: context) },
                               bold: try object["bold"].map { value throws(SchemaError) in try flag(value, path: "\(path).bold") } ?? false,
                               dim: try object["dim"].map { value throws(SchemaError) in try flag(value, path: "\(path).dim") } ?? false)
        if let when = object["when"] { item.when = try condition(when, path: "\(path).when", context: context) }
        if let priority = object["priority"] { item.priority = try self.priority(priority, path: "\(path).priority") }
        if let prefix = object["prefix"] { item.prefix = try text(prefix, path: "\(path).prefix", context: context) }
        if let suffix = object["suffix"] { item.suffix = try text(suffix, path: "\(path).suffix", context: context) }
        if let width = object["maxWidth"] { item.maxWidth = try count(width, path: "\(path).maxWidth", of: .loadExpectedCells) }
        if let words = object["words"] { item.words = try count(words, path: "\(path).words", of: .loadExpectedWords) }
        if let missing = object["missing"] {
            guard kind == "field" else { throw SchemaError(path: "\(path).missing", .loadMissingFieldOnly) }
            item.missing = try text(missing, path: "\(path).missing", context: context)
        }
        if let display = object["display"] {
            guard kind == "field" else { throw SchemaError(path: "\(path).display", .loadDisplayFieldOnly) }
            guard let name = display.stringValue, let hint = DisplayHint(rawValue: name) else {
                throw SchemaError(path: "\(path).display", SchemaError.expectedOneOf(display, DisplayHint.allCases.map(\.rawValue)))
            }
            item.display = hint
        }
        if let ascii = object["ascii"] {
            let fallback = try text(ascii, path: "\(path).ascii", context: context)
            if case .literal(let literal) = fallback, !literal.unicodeScalars.allSatisfy(\.isASCII) {
                throw SchemaError(path: "\(path).ascii", .loadMustBeASCIIFallback)
            }
            item.ascii = fallback
        }
        return item
    }

    /// The format of a field item: `format` and the keys that go with it, or a `values` table.
    static func format(_ object: JSONObject, path: String, context: Context) throws(SchemaError) -> ValueFormat {
        let formatKeys = ["decimals", "signed", "scale", "zero", "unit", "singular", "otherwise"]
        if let table = object["values"] {
            if let format = object["format"] { throw SchemaError(path: "\(path).format", .loadValuesIsFormat, sentences: ["got": DiagnosticWords.describe(format)]) }
            guard let entries = table.objectValue, !entries.isEmpty else { throw SchemaError(path: "\(path).values", .loadExpectedValues) }
            var cases: [String: ValueCase] = [:]
            for (key, entry) in entries.entries {
                cases[key] = try valueCase(entry, path: "\(path).values.\(key)", context: context)
            }
            let otherwise = try object["otherwise"].map { value throws(SchemaError) in try valueCase(value, path: "\(path).otherwise", context: context) }
            return .values(cases, otherwise: otherwise)
        }
        guard let formatValue = object["format"] else {
            for key in formatKeys where object[key] != nil {
                throw SchemaError(path: "\(path).\(key)", .loadNeedsFormat, ["formats": formats.joined(separator: ", ")])
            }
            return .automatic
        }
        guard let name = formatValue.stringValue, formats.contains(name) else {
            throw SchemaError(path: "\(path).format", SchemaError.expectedOneOf(formatValue, formats))
        }
        let allowed: [String: [String]] = ["number": ["decimals", "signed", "unit"], "percent": ["scale"], "countdown": ["zero"],
                                           "count": ["unit", "singular"]]
        for key in formatKeys where object[key] != nil && !(allowed[name] ?? []).contains(key) {
            throw SchemaError(path: "\(path).\(key)", .loadNotWithFormat, ["format": name])
        }
        let unit = try object["unit"].map { value throws(SchemaError) in try text(value, path: "\(path).unit", context: context) }
        switch name {
        case "text": return .text
        case "words": return .words
        case "number":
            var decimals: Int?
            if let value = object["decimals"] {
                guard let number = value.numberValue, let whole = Int(number.literal), (0...6).contains(whole) else {
                    throw SchemaError(path: "\(path).decimals", .loadExpectedDecimals)
                }
                decimals = whole
            }
            let signed = try object["signed"].map { value throws(SchemaError) in try flag(value, path: "\(path).signed") } ?? false
            return .number(decimals: decimals, signed: signed, unit: unit)
        case "percent": return .percent(scale: try object["scale"].map { value throws(SchemaError) in try positive(value, path: "\(path).scale") } ?? 1)
        case "countdown": return .countdown(zero: try object["zero"].map { value throws(SchemaError) in try text(value, path: "\(path).zero", context: context) })
        case "minutes": return .minutesLeft
        case "timer": return .timer
        case "time": return .time
        case "relative": return .relative
        case "duration": return .duration
        case "date": return .date
        default:
            return .count(unit: unit, singular: try object["singular"].map { value throws(SchemaError) in try text(value, path: "\(path).singular", context: context) })
        }
    }

    /// Whether a format can show the field's type: times need a `Date` (or a number the app
    /// reads as Unix seconds or milliseconds), numbers a number, `count` a collection.
    static func check(_ format: ValueFormat, of field: FieldPath, hint itemHint: DisplayHint?, path: String,
                      context: Context) throws(SchemaError) {
        guard let schema = context.schema, let type = FieldResolver.type(of: field, in: schema)?.wrapped else { return }
        let hint = itemHint ?? FieldResolver.field(of: field, in: schema)?.display.hint
        let name: StringKey
        let fits: Bool
        switch format {
        case .countdown, .minutesLeft, .timer, .time, .relative, .date:
            name = .loadFormatNeedsDate
            fits = type == .date || type.isNumeric && (hint == .unixSeconds || hint == .milliseconds)
        case .number, .percent, .duration:
            name = .loadFormatNeedsNumber
            fits = type.isNumeric
        case .count:
            name = .loadFormatNeedsCollection
            switch type {
            case .array, .dictionary, .object: fits = true
            default: fits = false
            }
        case .automatic, .text, .words, .values:
            return
        }
        guard fits else {
            throw SchemaError(path: "\(path).format", .loadFormatMismatch, ["field": "\(field)", "type": type.swiftName], sentences: ["needs": Sentence(name)])
        }
    }

    static func valueCase(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> ValueCase {
        if value.stringValue != nil { return ValueCase(text: try text(value, path: path, context: context)) }
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedValueCase) }
        try SchemaFile.checkKeys(object, allowed: ["text", "role", "glyph", "symbol"], path: path)
        var result = ValueCase()
        if let text = object["text"] { result.text = try self.text(text, path: "\(path).text", context: context) }
        if let role = object["role"] { result.role = try self.role(role, path: "\(path).role") }
        if let glyph = object["glyph"] {
            guard let name = glyph.stringValue, let known = PresentationGlyph(rawValue: name) else {
                throw SchemaError(path: "\(path).glyph", SchemaError.expectedOneOf(glyph, PresentationGlyph.allCases.map(\.rawValue)))
            }
            result.glyph = known
        }
        if let symbol = object["symbol"] { result.symbol = try self.symbol(symbol, path: "\(path).symbol") }
        return result
    }

    // MARK: Conditions and roles

    static let conditionKeys = ["field", "set", "nonZero", "equals", "above", "below", "past", "state", "not", "all", "any"]

    static func condition(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> Condition {
        if let name = value.stringValue { return try PresentationConditions.named(name, path: path, context: context) }
        guard let object = value.objectValue else {
            throw SchemaError(path: path, .loadExpectedCondition)
        }
        try SchemaFile.checkKeys(object, allowed: conditionKeys, path: path)
        if let inner = object["not"] { return .not(try condition(inner, path: "\(path).not", context: context)) }
        for key in ["all", "any"] {
            guard let list = object[key] else { continue }
            guard let array = list.arrayValue, !array.isEmpty else { throw SchemaError(path: "\(path).\(key)", .loadExpectedConditionList) }
            var conditions: [Condition] = []
            for (index, element) in array.enumerated() { conditions.append(try condition(element, path: "\(path).\(key)[\(index)]", context: context)) }
            return key == "all" ? .all(conditions) : .any(conditions)
        }
        if let states = object["state"] {
            let names = ActivityState.allCases.map(\.rawValue)
            let list = states.arrayValue ?? [states]
            var result: [String] = []
            for element in list {
                guard let name = element.stringValue, names.contains(name) else { throw SchemaError(path: "\(path).state", SchemaError.expectedOneOf(element, names)) }
                result.append(name)
            }
            return .activityState(result)
        }
        guard let fieldValue = object["field"] else { throw SchemaError(path: path, .loadConditionNeedsField) }
        let field = try fieldPath(fieldValue, path: "\(path).field", context: context)
        let tests = ["set", "nonZero", "equals", "above", "below", "past"].filter { object[$0] != nil }
        guard tests.count == 1 else { throw SchemaError(path: path, .loadConditionNeedsTest) }
        let test = object[tests[0]]!
        switch tests[0] {
        case "set": return try flag(test, path: "\(path).set") ? .isSet(field) : .not(.isSet(field))
        case "nonZero": return try flag(test, path: "\(path).nonZero") ? .nonZero(field) : .not(.nonZero(field))
        case "past": return try flag(test, path: "\(path).past") ? .past(field) : .not(.past(field))
        case "equals":
            var values: [String] = []
            for element in test.arrayValue ?? [test] {
                switch element {
                case .string(let text): values.append(text)
                case .number(let number): values.append(number.literal)
                case .bool(let flag): values.append(flag ? "true" : "false")
                case .null: values.append("null")
                default: throw SchemaError(path: "\(path).equals", .loadExpectedEquals)
                }
            }
            return .equals(field, values)
        default:
            guard let number = test.doubleValue else { throw SchemaError(path: "\(path).\(tests[0])", .loadExpectedNumber) }
            return tests[0] == "above" ? .above(field, number) : .below(field, number)
        }
    }

    /// A role, or `[{"when": …, "role": …}, …, {"role": …}]` (the last without `when` is the default).
    static func roleSpec(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> RoleSpec {
        guard let array = value.arrayValue else { return .fixed(try role(value, path: path)) }
        var cases: [RoleCase] = []
        var otherwise: PresentationRole?
        for (index, element) in array.enumerated() {
            let entryPath = "\(path)[\(index)]"
            guard let object = element.objectValue, let roleValue = object["role"] else { throw SchemaError(path: entryPath, .loadExpectedRoleCase) }
            try SchemaFile.checkKeys(object, allowed: ["when", "role"], path: entryPath)
            let role = try self.role(roleValue, path: "\(entryPath).role")
            if let when = object["when"] {
                cases.append(RoleCase(when: try condition(when, path: "\(entryPath).when", context: context), role: role))
            } else {
                guard index == array.count - 1 else { throw SchemaError(path: entryPath, .loadOnlyLastWithoutWhen) }
                otherwise = role
            }
        }
        return .cases(cases, otherwise: otherwise)
    }

    static func role(_ value: JSONValue, path: String) throws(SchemaError) -> PresentationRole {
        guard let name = value.stringValue, let role = PresentationRole(named: name) else {
            throw SchemaError(path: path, SchemaError.expectedOneOf(value, PresentationRole.allCases.map(\.rawValue)))
        }
        return role
    }

    // MARK: Leaves

    /// `"Linie: "`, `"@line"` (a key of the strings table), `"@@…"` for a literal `@`, or a
    /// text per language written in place: `{"de": "Beenden", "en": "End"}`.
    static func text(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> TextSpec {
        if value.objectValue != nil { return .localized(try TypeFile.localizedText(value, path: path)) }
        guard let text = value.stringValue else {
            throw SchemaError(path: path, .loadExpectedPresentationText, sentences: ["got": SchemaError.kind(value)])
        }
        if text.hasPrefix("@@") { return .literal(String(text.dropFirst())) }
        guard text.hasPrefix("@") else {
            if ControlCharacters.contains(text) { throw SchemaError(path: path, .loadTextControls) }
            return .literal(text)
        }
        let key = String(text.dropFirst())
        guard context.strings[key] != nil || PresentationStrings.keys[key] != nil else {
            let problem = Sentence(.loadNoString, ["text": DiagnosticText.quote(text), "key": DiagnosticText.quote(key)])
            throw SchemaError(path: path, SchemaError.meant(problem, KeySuggestion.nearest(to: key, among: Array(context.strings.keys)).map { "@\($0)" }))
        }
        return .string(key: key)
    }

    /// A field path that exists in the schema (when the type has one).
    static func fieldPath(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> FieldPath {
        guard let text = value.stringValue, let field = FieldPath(parsing: text) else {
            throw SchemaError(path: path, .loadExpectedFieldPath)
        }
        guard let schema = context.schema else { return field }
        guard FieldResolver.type(of: field, in: schema) != nil else {
            let names = (schema.contentState.fields + schema.attributes.fields).map(\.key)
            let problem = Sentence(.loadNotAField, ["field": DiagnosticText.quote(text), "type": schema.typeName])
            throw SchemaError(path: path, SchemaError.meant(problem, field.root.flatMap { KeySuggestion.nearest(to: $0, among: names) }))
        }
        return field
    }

    static func symbol(_ value: JSONValue, path: String) throws(SchemaError) -> String {
        guard let name = value.stringValue, SFSymbols.glyph(name) != nil else {
            let problem = SchemaError.meant(Sentence(.loadNotSymbolGot, sentences: ["got": DiagnosticWords.describe(value)]),
                                            value.stringValue.flatMap { KeySuggestion.nearest(to: $0, among: SFSymbols.names) })
            throw SchemaError(path: path, .loadTypesDocLists, sentences: ["problem": problem])
        }
        return name
    }

    static func figure(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> FigureSpec {
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedFigure) }
        try SchemaFile.checkKeys(object, allowed: ["value", "unit", "caption", "when"], path: path)
        guard let value = object["value"] else { throw SchemaError(path: "\(path).value", .loadFigureValueMissing) }
        var figure = FigureSpec(value: try item(value, path: "\(path).value", context: context))
        if let unit = object["unit"] { figure.unit = try text(unit, path: "\(path).unit", context: context) }
        if let caption = object["caption"] { figure.caption = try items(caption, path: "\(path).caption", context: context) }
        if let when = object["when"] { figure.when = try condition(when, path: "\(path).when", context: context) }
        return figure
    }

    static func button(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> ButtonSpec {
        guard let object = value.objectValue else { throw SchemaError(path: path, .loadExpectedButton) }
        try SchemaFile.checkKeys(object, allowed: ["intent", "label", "prompt", "ends", "when", "parameters"], path: path)
        guard let intent = object["intent"]?.stringValue, TypeFile.isValidTypeName(intent) else {
            throw SchemaError(path: "\(path).intent", .loadExpectedIntent)
        }
        guard let label = object["label"] else { throw SchemaError(path: "\(path).label", .loadButtonLabelMissing) }
        var button = ButtonSpec(intent: intent, label: try text(label, path: "\(path).label", context: context))
        if let prompt = object["prompt"] { button.prompt = try text(prompt, path: "\(path).prompt", context: context) }
        if let ends = object["ends"] { button.ends = try flag(ends, path: "\(path).ends") }
        if let when = object["when"] { button.when = try condition(when, path: "\(path).when", context: context) }
        if let parameters = object["parameters"] {
            guard let named = parameters.objectValue else {
                throw SchemaError(path: "\(path).parameters", .loadExpectedParameters)
            }
            for name in named.keys {
                let field = try fieldPath(named[name]!, path: "\(path).parameters.\(name)", context: context)
                button.parameters.append(ButtonParameter(name: name, field: field))
            }
        }
        return button
    }

    static func flag(_ value: JSONValue, path: String) throws(SchemaError) -> Bool {
        guard let flag = value.boolValue else { throw SchemaError(path: path, .loadExpectedBool, sentences: ["got": SchemaError.kind(value)]) }
        return flag
    }

    /// A whole number ≥ 1 (cells, words); `expected` says which.
    static func count(_ value: JSONValue, path: String, of expected: StringKey) throws(SchemaError) -> Int {
        guard let number = value.numberValue, number.isIntegerLiteral, let whole = Int(number.literal), whole >= 1 else {
            throw SchemaError(path: path, expected)
        }
        return whole
    }

    static func priority(_ value: JSONValue, path: String) throws(SchemaError) -> Int {
        guard let number = value.numberValue, number.isIntegerLiteral, let whole = Int(number.literal), (0...10).contains(whole) else {
            throw SchemaError(path: path, .loadExpectedPriority)
        }
        return whole
    }

    static func positive(_ value: JSONValue, path: String) throws(SchemaError) -> Double {
        guard let number = value.doubleValue, number > 0, number.isFinite else { throw SchemaError(path: path, .loadExpectedPositive) }
        return number
    }
}
