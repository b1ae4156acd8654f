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
        guard let written = value.objectValue else { throw SchemaError(path: path, "expected an object of regions, got \(value.typeName)") }
        try SchemaFile.checkKeys(written, allowed: regionKeys, path: path)
        let definitions = try PresentationDefinitions.read(written["define"], path: "\(path).define")
        var context = context
        context.conditions = try PresentationConditions.read(written["conditions"], path: "\(path).conditions", context: context)
        context.styles = try PresentationStyles.read(written["styles"], path: "\(path).styles", context: context)
        var regions = written
        for section in ["define", "conditions", "styles"] { regions[section] = nil }
        guard let object = try PresentationDefinitions.expand(.object(regions), definitions, path: path).objectValue else {
            throw SchemaError(path: path, "expected an object of regions")
        }
        func items(_ key: String) throws(SchemaError) -> [ItemSpec] {
            try object[key].map { value throws(SchemaError) in try self.items(value, path: "\(path).\(key)", context: context) } ?? []
        }
        var expanded = ExpandedSpec()
        if let value = object["expanded"] {
            guard let regions = value.objectValue else { throw SchemaError(path: "\(path).expanded", "expected an object with leading, trailing, center and bottom") }
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
            guard let array = value.arrayValue else { throw SchemaError(path: "\(path).standBy", "expected an array of figures (the first whose \"when\" holds is shown)") }
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
            guard object["button"] == nil else { throw SchemaError(path: "\(path).buttons", "\"button\" and \"buttons\" together: give the one button as the first of \"buttons\"") }
            guard let array = value.arrayValue, !array.isEmpty else {
                throw SchemaError(path: "\(path).buttons", "expected an array of buttons ({\"intent\", \"label\", \"prompt\", \"ends\"}), the first the one b presses")
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
        guard let array = value.arrayValue else { throw SchemaError(path: path, "expected an array of rows, got \(value.typeName)") }
        var rows: [RowSpec] = []
        for (index, element) in array.enumerated() {
            rows.append(try row(element, path: "\(path)[\(index)]", context: context))
        }
        return rows
    }

    /// A row: an array of items, or `{"items", "trailing", "bar", "when", "priority"}`.
    static func row(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> RowSpec {
        if value.arrayValue != nil { return RowSpec(items: try items(value, path: path, context: context)) }
        guard let object = value.objectValue else { throw SchemaError(path: path, "expected a row: an array of items or an object with \"items\"") }
        try SchemaFile.checkKeys(object, allowed: rowKeys, path: path)
        var row = RowSpec()
        if let items = object["items"] { row.items = try self.items(items, path: "\(path).items", context: context) }
        if let items = object["trailing"] { row.trailing = try self.items(items, path: "\(path).trailing", context: context) }
        if let bar = object["bar"] { row.bar = try self.bar(bar, path: "\(path).bar", context: context) }
        if let when = object["when"] { row.when = try condition(when, path: "\(path).when", context: context) }
        if let priority = object["priority"] { row.priority = try self.priority(priority, path: "\(path).priority") }
        guard !row.items.isEmpty || !row.trailing.isEmpty || row.bar != nil else {
            throw SchemaError(path: path, "an empty row: give it \"items\", \"trailing\" or a \"bar\"")
        }
        return row
    }

    static func bar(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> BarSpec {
        if value.stringValue != nil { return BarSpec(value: try barField(value, path: path, context: context)) }
        guard let written = value.objectValue else {
            throw SchemaError(path: path, "expected a field name or {\"field\", \"total\", \"scale\", \"role\", \"style\", \"percent\", \"after\", \"priority\"}")
        }
        // A bar takes a named style's role (the ride's battery colours its bar and its percent alike).
        let object = try PresentationStyles.apply(written, path: path, context: context)
        for key in ["bold", "dim"] where object[key] != nil && written[key] == nil {
            throw SchemaError(path: "\(path).style", "a bar is drawn in its role only: its style may not set \"\(key)\"")
        }
        try SchemaFile.checkKeys(object, allowed: barKeys, path: path)
        guard let field = object["field"] else { throw SchemaError(path: "\(path).field", "missing: the 0…1 value (or value out of \"total\")") }
        var bar = BarSpec(value: try barField(field, path: "\(path).field", context: context))
        if let total = object["total"] { bar.total = try barField(total, path: "\(path).total", context: context) }
        if let scale = object["scale"] { bar.scale = try positive(scale, path: "\(path).scale") }
        if let role = object["role"] { bar.role = try roleSpec(role, path: "\(path).role", context: context) }
        if let percent = object["percent"] { bar.showsPercent = try flag(percent, path: "\(path).percent") }
        if let after = object["after"] {
            if object["percent"] != nil { throw SchemaError(path: "\(path).after", "\"after\" replaces the percentage; remove \"percent\"") }
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
                throw SchemaError(path: path, "\(field) is \(type.swiftName): a bar needs a number (0…1, or with \"scale\" or \"total\") or an enum")
            }
            return field
        }
    }

    // MARK: Items

    static func items(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> [ItemSpec] {
        guard let array = value.arrayValue else { throw SchemaError(path: path, "expected an array of items, got \(value.typeName)") }
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
        guard let written = value.objectValue else { throw SchemaError(path: path, "expected an item: a text or an object with \"text\", \"field\", \"glyph\", \"symbol\", \"icon\", \"appName\" or \"button\"") }
        // Its named styles first: the item's own keys win over them.
        let object = try PresentationStyles.apply(written, path: path, context: context)
        try SchemaFile.checkKeys(object, allowed: itemKeys, path: path)
        let kinds = contentKeys.filter { object[$0] != nil }
        guard kinds.count == 1 else {
            let found = kinds.isEmpty ? "none" : kinds.map { "\"\($0)\"" }.joined(separator: " and ")
            throw SchemaError(path: path, "needs exactly one of " + contentKeys.map { "\"\($0)\"" }.joined(separator: ", ") + " (found \(found))")
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
                throw SchemaError(path: "\(path).glyph", vocabularyMessage(object["glyph"]!, PresentationGlyph.allCases.map(\.rawValue)))
            }
            content = .glyph(glyph)
        case "symbol": content = .symbol(try symbol(object["symbol"]!, path: "\(path).symbol"))
        default:
            guard try flag(object[kind]!, path: "\(path).\(kind)") else {
                throw SchemaError(path: "\(path).\(kind)", "only true makes sense here; leave the item out instead")
            }
            content = kind == "icon" ? .icon : kind == "appName" ? .appName : .button
        }
        if kind != "field" {
            for key in ["format", "unit", "singular", "decimals", "signed", "scale", "zero", "values", "otherwise"] where object[key] != nil {
                throw SchemaError(path: "\(path).\(key)", "only a \"field\" item has a format")
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
        if let width = object["maxWidth"] { item.maxWidth = try count(width, path: "\(path).maxWidth", noun: "cells") }
        if let words = object["words"] { item.words = try count(words, path: "\(path).words", noun: "words") }
        if let missing = object["missing"] {
            guard kind == "field" else { throw SchemaError(path: "\(path).missing", "only a \"field\" item can be missing") }
            item.missing = try text(missing, path: "\(path).missing", context: context)
        }
        if let display = object["display"] {
            guard kind == "field" else { throw SchemaError(path: "\(path).display", "only a \"field\" item has a display hint") }
            guard let name = display.stringValue, let hint = DisplayHint(rawValue: name) else {
                throw SchemaError(path: "\(path).display", vocabularyMessage(display, DisplayHint.allCases.map(\.rawValue)))
            }
            item.display = hint
        }
        if let ascii = object["ascii"] {
            let fallback = try text(ascii, path: "\(path).ascii", context: context)
            if case .literal(let literal) = fallback, !literal.unicodeScalars.allSatisfy(\.isASCII) {
                throw SchemaError(path: "\(path).ascii", "must be ASCII: it is what a terminal without UTF-8 shows")
            }
            item.ascii = fallback
        }
        return item
    }

    /// The format of a field item: `format` and the keys that go with it, or a `values` table.
    static func format(_ object: JSONObject, path: String, context: Context) throws(SchemaError) -> ValueFormat {
        let formatKeys = ["decimals", "signed", "scale", "zero", "unit", "singular", "otherwise"]
        if let table = object["values"] {
            if let format = object["format"] { throw SchemaError(path: "\(path).format", "a \"values\" table is the format; remove \"format\" (\(DiagnosticText.describe(format)))") }
            guard let entries = table.objectValue, !entries.isEmpty else { throw SchemaError(path: "\(path).values", "expected an object of values to {\"text\", \"role\", \"glyph\", \"symbol\"}") }
            var cases: [String: ValueCase] = [:]
            for (key, entry) in entries.entries {
                cases[key] = try valueCase(entry, path: "\(path).values.\(key)", context: context)
            }
            let otherwise = try object["otherwise"].map { value throws(SchemaError) in try valueCase(value, path: "\(path).otherwise", context: context) }
            return .values(cases, otherwise: otherwise)
        }
        guard let formatValue = object["format"] else {
            for key in formatKeys where object[key] != nil {
                throw SchemaError(path: "\(path).\(key)", "goes with a \"format\"; add one (\(formats.joined(separator: ", ")))")
            }
            return .automatic
        }
        guard let name = formatValue.stringValue, formats.contains(name) else {
            throw SchemaError(path: "\(path).format", vocabularyMessage(formatValue, formats))
        }
        let allowed: [String: [String]] = ["number": ["decimals", "signed", "unit"], "percent": ["scale"], "countdown": ["zero"],
                                           "count": ["unit", "singular"]]
        for key in formatKeys where object[key] != nil && !(allowed[name] ?? []).contains(key) {
            throw SchemaError(path: "\(path).\(key)", "does not go with format \"\(name)\"")
        }
        let unit = try object["unit"].map { value throws(SchemaError) in try text(value, path: "\(path).unit", context: context) }
        switch name {
        case "text": return .text
        case "words": return .words
        case "number":
            var decimals: Int?
            if let value = object["decimals"] {
                guard let number = value.numberValue, let whole = Int(number.literal), (0...6).contains(whole) else {
                    throw SchemaError(path: "\(path).decimals", "expected a whole number 0…6")
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
        let name: String
        let fits: Bool
        switch format {
        case .countdown, .minutesLeft, .timer, .time, .relative, .date:
            name = "a Date (or a number with \"display\": \"unix-seconds\" or \"milliseconds\")"
            fits = type == .date || type.isNumeric && (hint == .unixSeconds || hint == .milliseconds)
        case .number, .percent, .duration:
            name = "a number"
            fits = type.isNumeric
        case .count:
            name = "an array or a dictionary"
            switch type {
            case .array, .dictionary, .object: fits = true
            default: fits = false
            }
        case .automatic, .text, .words, .values:
            return
        }
        guard fits else {
            throw SchemaError(path: "\(path).format", "\(field) is \(type.swiftName); this format needs \(name)")
        }
    }

    static func valueCase(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> ValueCase {
        if value.stringValue != nil { return ValueCase(text: try text(value, path: path, context: context)) }
        guard let object = value.objectValue else { throw SchemaError(path: path, "expected a text or {\"text\", \"role\", \"glyph\", \"symbol\"}") }
        try SchemaFile.checkKeys(object, allowed: ["text", "role", "glyph", "symbol"], path: path)
        var result = ValueCase()
        if let text = object["text"] { result.text = try self.text(text, path: "\(path).text", context: context) }
        if let role = object["role"] { result.role = try self.role(role, path: "\(path).role") }
        if let glyph = object["glyph"] {
            guard let name = glyph.stringValue, let known = PresentationGlyph(rawValue: name) else {
                throw SchemaError(path: "\(path).glyph", vocabularyMessage(glyph, PresentationGlyph.allCases.map(\.rawValue)))
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
            throw SchemaError(path: path, "expected a condition such as {\"field\": \"delay\", \"above\": 0}, or the name of one in \"conditions\"")
        }
        try SchemaFile.checkKeys(object, allowed: conditionKeys, path: path)
        if let inner = object["not"] { return .not(try condition(inner, path: "\(path).not", context: context)) }
        for key in ["all", "any"] {
            guard let list = object[key] else { continue }
            guard let array = list.arrayValue, !array.isEmpty else { throw SchemaError(path: "\(path).\(key)", "expected a non-empty array of conditions") }
            var conditions: [Condition] = []
            for (index, element) in array.enumerated() { conditions.append(try condition(element, path: "\(path).\(key)[\(index)]", context: context)) }
            return key == "all" ? .all(conditions) : .any(conditions)
        }
        if let states = object["state"] {
            let names = ActivityState.allCases.map(\.rawValue)
            let list = states.arrayValue ?? [states]
            var result: [String] = []
            for element in list {
                guard let name = element.stringValue, names.contains(name) else { throw SchemaError(path: "\(path).state", vocabularyMessage(element, names)) }
                result.append(name)
            }
            return .activityState(result)
        }
        guard let fieldValue = object["field"] else { throw SchemaError(path: path, "needs \"field\" (or \"state\", \"not\", \"all\", \"any\")") }
        let field = try fieldPath(fieldValue, path: "\(path).field", context: context)
        let tests = ["set", "nonZero", "equals", "above", "below", "past"].filter { object[$0] != nil }
        guard tests.count == 1 else { throw SchemaError(path: path, "needs exactly one test: \"set\", \"nonZero\", \"equals\", \"above\", \"below\" or \"past\"") }
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
                default: throw SchemaError(path: "\(path).equals", "expected a value or an array of values")
                }
            }
            return .equals(field, values)
        default:
            guard let number = test.doubleValue else { throw SchemaError(path: "\(path).\(tests[0])", "expected a number") }
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
            guard let object = element.objectValue, let roleValue = object["role"] else { throw SchemaError(path: entryPath, "expected {\"when\": …, \"role\": …}") }
            try SchemaFile.checkKeys(object, allowed: ["when", "role"], path: entryPath)
            let role = try self.role(roleValue, path: "\(entryPath).role")
            if let when = object["when"] {
                cases.append(RoleCase(when: try condition(when, path: "\(entryPath).when", context: context), role: role))
            } else {
                guard index == array.count - 1 else { throw SchemaError(path: entryPath, "only the last entry may leave out \"when\"") }
                otherwise = role
            }
        }
        return .cases(cases, otherwise: otherwise)
    }

    static func role(_ value: JSONValue, path: String) throws(SchemaError) -> PresentationRole {
        guard let name = value.stringValue, let role = PresentationRole(named: name) else {
            throw SchemaError(path: path, vocabularyMessage(value, PresentationRole.allCases.map(\.rawValue)))
        }
        return role
    }

    // MARK: Leaves

    /// `"Linie: "`, `"@line"` (a key of the strings table), `"@@…"` for a literal `@`, or a
    /// text per language written in place: `{"de": "Beenden", "en": "End"}`.
    static func text(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> TextSpec {
        if value.objectValue != nil { return .localized(try TypeFile.localizedText(value, path: path)) }
        guard let text = value.stringValue else {
            throw SchemaError(path: path, "expected a text, \"@key\" or {\"de\": …, \"en\": …}, got \(value.typeName)")
        }
        if text.hasPrefix("@@") { return .literal(String(text.dropFirst())) }
        guard text.hasPrefix("@") else {
            if ControlCharacters.contains(text) { throw SchemaError(path: path, "holds control or bidi characters") }
            return .literal(text)
        }
        let key = String(text.dropFirst())
        guard context.strings[key] != nil || PresentationStrings.keys[key] != nil else {
            var message = "\(DiagnosticText.quote(text)): no string \(DiagnosticText.quote(key)) in the type's \"strings\""
            if let near = KeySuggestion.nearest(to: key, among: Array(context.strings.keys)) { message += " (did you mean \"@\(near)\"?)" }
            throw SchemaError(path: path, message)
        }
        return .string(key: key)
    }

    /// A field path that exists in the schema (when the type has one).
    static func fieldPath(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> FieldPath {
        guard let text = value.stringValue, let field = FieldPath(parsing: text) else {
            throw SchemaError(path: path, "expected a field path such as \"nextStop\", \"courier.name\", \"stops[0]\" or \"attributes.line\"")
        }
        guard let schema = context.schema else { return field }
        guard FieldResolver.type(of: field, in: schema) != nil else {
            let names = (schema.contentState.fields + schema.attributes.fields).map(\.key)
            var message = "\(DiagnosticText.quote(text)) is not a field of \(schema.typeName)"
            if let root = field.root, let near = KeySuggestion.nearest(to: root, among: names) { message += " (did you mean \"\(near)\"?)" }
            throw SchemaError(path: path, message)
        }
        return field
    }

    static func symbol(_ value: JSONValue, path: String) throws(SchemaError) -> String {
        guard let name = value.stringValue, SFSymbols.glyph(name) != nil else {
            var message = "not an SF Symbol island can draw: \(DiagnosticText.describe(value))"
            if let name = value.stringValue, let near = KeySuggestion.nearest(to: name, among: SFSymbols.names) { message += " (did you mean \"\(near)\"?)" }
            throw SchemaError(path: path, message + "; docs/types.md lists them")
        }
        return name
    }

    static func figure(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> FigureSpec {
        guard let object = value.objectValue else { throw SchemaError(path: path, "expected {\"value\", \"unit\", \"caption\"}") }
        try SchemaFile.checkKeys(object, allowed: ["value", "unit", "caption", "when"], path: path)
        guard let value = object["value"] else { throw SchemaError(path: "\(path).value", "missing: the item drawn in big digits") }
        var figure = FigureSpec(value: try item(value, path: "\(path).value", context: context))
        if let unit = object["unit"] { figure.unit = try text(unit, path: "\(path).unit", context: context) }
        if let caption = object["caption"] { figure.caption = try items(caption, path: "\(path).caption", context: context) }
        if let when = object["when"] { figure.when = try condition(when, path: "\(path).when", context: context) }
        return figure
    }

    static func button(_ value: JSONValue, path: String, context: Context) throws(SchemaError) -> ButtonSpec {
        guard let object = value.objectValue else { throw SchemaError(path: path, "expected {\"intent\", \"label\", \"prompt\", \"ends\", \"when\", \"parameters\"}") }
        try SchemaFile.checkKeys(object, allowed: ["intent", "label", "prompt", "ends", "when", "parameters"], path: path)
        guard let intent = object["intent"]?.stringValue, TypeFile.isValidTypeName(intent) else {
            throw SchemaError(path: "\(path).intent", "expected the LiveActivityIntent's Swift name, e.g. \"StopRideIntent\"")
        }
        guard let label = object["label"] else { throw SchemaError(path: "\(path).label", "missing: the button's label") }
        var button = ButtonSpec(intent: intent, label: try text(label, path: "\(path).label", context: context))
        if let prompt = object["prompt"] { button.prompt = try text(prompt, path: "\(path).prompt", context: context) }
        if let ends = object["ends"] { button.ends = try flag(ends, path: "\(path).ends") }
        if let when = object["when"] { button.when = try condition(when, path: "\(path).when", context: context) }
        if let parameters = object["parameters"] {
            guard let named = parameters.objectValue else {
                throw SchemaError(path: "\(path).parameters", "expected the intent's parameters by name, each the field it is made from: {\"alarmID\": \"alarmID\"}")
            }
            for name in named.keys {
                let field = try fieldPath(named[name]!, path: "\(path).parameters.\(name)", context: context)
                button.parameters.append(ButtonParameter(name: name, field: field))
            }
        }
        return button
    }

    static func flag(_ value: JSONValue, path: String) throws(SchemaError) -> Bool {
        guard let flag = value.boolValue else { throw SchemaError(path: path, "expected true or false, got \(value.typeName)") }
        return flag
    }

    /// A whole number ≥ 1 (cells, words).
    static func count(_ value: JSONValue, path: String, noun: String) throws(SchemaError) -> Int {
        guard let number = value.numberValue, number.isIntegerLiteral, let whole = Int(number.literal), whole >= 1 else {
            throw SchemaError(path: path, "expected a whole number of \(noun) ≥ 1")
        }
        return whole
    }

    static func priority(_ value: JSONValue, path: String) throws(SchemaError) -> Int {
        guard let number = value.numberValue, number.isIntegerLiteral, let whole = Int(number.literal), (0...10).contains(whole) else {
            throw SchemaError(path: path, "expected a whole number 0…10 (higher stays longer)")
        }
        return whole
    }

    static func positive(_ value: JSONValue, path: String) throws(SchemaError) -> Double {
        guard let number = value.doubleValue, number > 0, number.isFinite else { throw SchemaError(path: path, "expected a positive number") }
        return number
    }

    static func vocabularyMessage(_ value: JSONValue, _ names: [String]) -> String {
        var message = "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ", got \(DiagnosticText.describe(value))"
        if let text = value.stringValue, let near = KeySuggestion.nearest(to: text, among: names) { message += " (did you mean \"\(near)\"?)" }
        return message
    }
}
