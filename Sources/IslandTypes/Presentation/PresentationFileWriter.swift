import IslandJSON
/// Writes a `PresentationSpec` as the `presentation` object of a type file, in the grammar
/// `PresentationFile` reads: a plain item as its text, a row of plain items as an array, and
/// only the regions and keys that differ from their defaults.
package enum PresentationFileWriter {
    package static func presentation(_ spec: PresentationSpec) -> JSONValue {
        var object = JSONObject()
        // A region left out reads as empty, which the default presentation fills.
        for (key, region) in [("title", spec.title), ("status", spec.status), ("minimal", spec.minimal),
                              ("compactLeading", spec.compactLeading), ("compactTrailing", spec.compactTrailing)] where !region.isEmpty {
            object[key] = items(region)
        }
        var expanded = JSONObject()
        for (key, rows) in [("leading", spec.expanded.leading), ("trailing", spec.expanded.trailing),
                            ("center", spec.expanded.center), ("bottom", spec.expanded.bottom)] where !rows.isEmpty {
            expanded[key] = self.rows(rows)
        }
        if !expanded.isEmpty { object["expanded"] = .object(expanded) }
        if !spec.lockScreen.isEmpty { object["lockScreen"] = rows(spec.lockScreen) }
        if !spec.small.isEmpty { object["small"] = rows(spec.small) }
        if !spec.standBy.isEmpty { object["standBy"] = .array(spec.standBy.map(figure)) }
        if let tint = spec.keylineTint { object["keylineTint"] = .string(tint.rawValue) }
        func buttonObject(_ button: ButtonSpec) -> JSONValue {
            var buttonObject = JSONObject([("intent", .string(button.intent)), ("label", text(button.label))])
            if let prompt = button.prompt { buttonObject["prompt"] = text(prompt) }
            if !button.ends { buttonObject["ends"] = .bool(false) }
            if let when = button.when { buttonObject["when"] = condition(when) }
            if !button.parameters.isEmpty {
                buttonObject["parameters"] = .object(JSONObject(button.parameters.map { ($0.name, JSONValue.string($0.field.description)) }))
            }
            return .object(buttonObject)
        }
        // One ending button is written as a type file has always had it.
        if spec.buttons.count == 1, spec.buttons[0].ends, spec.buttons[0].when == nil, spec.buttons[0].parameters.isEmpty {
            object["button"] = buttonObject(spec.buttons[0])
        } else if !spec.buttons.isEmpty {
            object["buttons"] = .array(spec.buttons.map(buttonObject))
        }
        return .object(object)
    }

    // MARK: Rows

    static func rows(_ rows: [RowSpec]) -> JSONValue {
        .array(rows.map(row))
    }

    static func row(_ row: RowSpec) -> JSONValue {
        if row.trailing.isEmpty, row.bar == nil, row.when == nil, row.priority == ItemSpec.defaultPriority, !row.items.isEmpty {
            return items(row.items)
        }
        var object = JSONObject()
        if row.priority != ItemSpec.defaultPriority { object["priority"] = .number(JSONNumber(row.priority)) }
        if let when = row.when { object["when"] = condition(when) }
        if !row.items.isEmpty { object["items"] = items(row.items) }
        if let bar = row.bar { object["bar"] = self.bar(bar) }
        if !row.trailing.isEmpty { object["trailing"] = items(row.trailing) }
        return .object(object)
    }

    static func bar(_ bar: BarSpec) -> JSONValue {
        let field = JSONValue.string(bar.value.description)
        guard bar.total != nil || bar.scale != 1 || bar.role != nil || !bar.showsPercent || bar.after != nil || bar.priority != nil else {
            return field
        }
        var object = JSONObject([("field", field)])
        if let total = bar.total { object["total"] = .string(total.description) }
        if bar.scale != 1 { object["scale"] = .number(JSONNumber(bar.scale)) }
        if let role = bar.role { object["role"] = self.role(role) }
        // "after" replaces the percentage, so the two are never written together.
        if let after = bar.after {
            object["after"] = items(after)
        } else if !bar.showsPercent {
            object["percent"] = .bool(false)
        }
        if let priority = bar.priority { object["priority"] = .number(JSONNumber(priority)) }
        return .object(object)
    }

    static func figure(_ figure: FigureSpec) -> JSONValue {
        var object = JSONObject()
        if let when = figure.when { object["when"] = condition(when) }
        object["value"] = item(figure.value)
        if let unit = figure.unit { object["unit"] = text(unit) }
        if !figure.caption.isEmpty { object["caption"] = items(figure.caption) }
        return .object(object)
    }

    // MARK: Items

    static func items(_ items: [ItemSpec]) -> JSONValue {
        .array(items.map(item))
    }

    static func item(_ item: ItemSpec) -> JSONValue {
        var object = JSONObject()
        switch item.content {
        case .text(let spec):
            let written = text(spec)
            if case .string = written, item == ItemSpec(.text(spec)) { return written }
            object["text"] = written
        case .field(let path, let format):
            object["field"] = .string(path.description)
            self.format(format, into: &object)
        case .glyph(let glyph): object["glyph"] = .string(glyph.rawValue)
        case .symbol(let name): object["symbol"] = .string(name)
        case .icon: object["icon"] = .bool(true)
        case .appName: object["appName"] = .bool(true)
        case .button: object["button"] = .bool(true)
        }
        if let role = item.style.role { object["role"] = self.role(role) }
        if item.style.bold { object["bold"] = .bool(true) }
        if item.style.dim { object["dim"] = .bool(true) }
        if let prefix = item.prefix { object["prefix"] = text(prefix) }
        if let suffix = item.suffix { object["suffix"] = text(suffix) }
        if let width = item.maxWidth { object["maxWidth"] = .number(JSONNumber(width)) }
        if let words = item.words { object["words"] = .number(JSONNumber(words)) }
        if let missing = item.missing { object["missing"] = text(missing) }
        if let ascii = item.ascii { object["ascii"] = text(ascii) }
        if let display = item.display { object["display"] = .string(display.rawValue) }
        if item.priority != ItemSpec.defaultPriority { object["priority"] = .number(JSONNumber(item.priority)) }
        if let when = item.when { object["when"] = condition(when) }
        return .object(object)
    }

    static func format(_ format: ValueFormat, into object: inout JSONObject) {
        switch format {
        case .automatic: return
        case .text: object["format"] = "text"
        case .words: object["format"] = "words"
        case .number(let decimals, let signed, let unit):
            object["format"] = "number"
            if let decimals { object["decimals"] = .number(JSONNumber(decimals)) }
            if signed { object["signed"] = .bool(true) }
            if let unit { object["unit"] = text(unit) }
        case .percent(let scale):
            object["format"] = "percent"
            if scale != 1 { object["scale"] = .number(JSONNumber(scale)) }
        case .countdown(let zero):
            object["format"] = "countdown"
            if let zero { object["zero"] = text(zero) }
        case .minutesLeft: object["format"] = "minutes"
        case .timer: object["format"] = "timer"
        case .time: object["format"] = "time"
        case .relative: object["format"] = "relative"
        case .duration: object["format"] = "duration"
        case .date: object["format"] = "date"
        case .count(let unit, let singular):
            object["format"] = "count"
            if let unit { object["unit"] = text(unit) }
            if let singular { object["singular"] = text(singular) }
        case .values(let cases, let otherwise):
            object["values"] = .object(JSONObject(cases.sorted { $0.key < $1.key }.map { ($0.key, valueCase($0.value)) }))
            if let otherwise { object["otherwise"] = valueCase(otherwise) }
        }
    }

    static func valueCase(_ valueCase: ValueCase) -> JSONValue {
        if let spec = valueCase.text, valueCase.role == nil, valueCase.glyph == nil, valueCase.symbol == nil, case .string = text(spec) {
            return text(spec)
        }
        var object = JSONObject()
        if let spec = valueCase.text { object["text"] = text(spec) }
        if let role = valueCase.role { object["role"] = .string(role.rawValue) }
        if let glyph = valueCase.glyph { object["glyph"] = .string(glyph.rawValue) }
        if let symbol = valueCase.symbol { object["symbol"] = .string(symbol) }
        return .object(object)
    }

    // MARK: Conditions, roles, texts

    static func condition(_ condition: Condition) -> JSONValue {
        func test(_ path: FieldPath, _ key: String, _ value: JSONValue) -> JSONValue {
            .object(JSONObject([("field", .string(path.description)), (key, value)]))
        }
        switch condition {
        case .isSet(let path): return test(path, "set", true)
        case .nonZero(let path): return test(path, "nonZero", true)
        case .past(let path): return test(path, "past", true)
        case .equals(let path, let values):
            return test(path, "equals", values.count == 1 ? .string(values[0]) : .array(values.map(JSONValue.string)))
        case .above(let path, let bound): return test(path, "above", .number(JSONNumber(bound)))
        case .below(let path, let bound): return test(path, "below", .number(JSONNumber(bound)))
        case .activityState(let states):
            return .object(JSONObject([("state", states.count == 1 ? .string(states[0]) : .array(states.map(JSONValue.string)))]))
        case .not(let inner): return .object(JSONObject([("not", self.condition(inner))]))
        case .all(let conditions): return .object(JSONObject([("all", .array(conditions.map(self.condition)))]))
        case .any(let conditions): return .object(JSONObject([("any", .array(conditions.map(self.condition)))]))
        }
    }

    static func role(_ role: RoleSpec) -> JSONValue {
        switch role {
        case .fixed(let role): return .string(role.rawValue)
        case .cases(let cases, let otherwise):
            var entries: [JSONValue] = cases.map { .object(JSONObject([("when", condition($0.when)), ("role", .string($0.role.rawValue))])) }
            if let otherwise { entries.append(.object(JSONObject([("role", .string(otherwise.rawValue))]))) }
            return .array(entries)
        }
    }

    /// `"text"`, `"@key"`, `"@@text"` for a text starting with `@`, or `{"de": …, "en": …}`.
    static func text(_ spec: TextSpec) -> JSONValue {
        switch spec {
        case .literal(let text): return .string(text.hasPrefix("@") ? "@" + text : text)
        case .string(let key): return .string("@" + key)
        case .localized(let localized):
            if localized.languages.isEmpty, let only = localized.texts[""] { return text(.literal(only)) }
            return TypeFileWriter.localized(localized)
        }
    }
}
