import IslandText
/// The presentation of a type whose file has none, laid out from the schema's field types —
/// not from key names: the app's icon and name, `Date`s as times and countdowns, enums in
/// words, `Bool`s as ✓ / ✗, 0…1 numbers as progress, nested structs and arrays summarised
/// ("Paradeplatz · 3 stops"), durations as 12:05, numbers with their unit. Names are read for
/// units only (`NameMeaning`), and display hints win over everything. Every item carries its
/// format, so the spec stands on its own: `island schema` prints it for an app to start from.
package enum DefaultPresentation {
    /// What an activity shows before its type is known (never on screen for long).
    package static let placeholder = PresentationSpec(
        title: [ItemSpec(.appName)], minimal: [ItemSpec(.icon)], compactLeading: [ItemSpec(.icon)], compactTrailing: [],
        expanded: ExpandedSpec(), lockScreen: [RowSpec(items: [ItemSpec(.icon), ItemSpec(.text(.literal(" "))), ItemSpec(.appName)])])

    /// How many content-state and attribute fields the cards list at most.
    static let maximumStateRows = 4
    static let maximumAttributeRows = 2
    /// The longest a name in the compact island gets (the island is icon-sized on iOS).
    static let compactNameWidth = 16
    static let compactValueWidth = 10
    /// What an absent optional shows.
    static let missing = TextSpec.literal("—")

    package static func make(for schema: ActivitySchema) -> PresentationSpec {
        let state = shownFields(schema.contentState, scope: .state)
        let attributes = shownFields(schema.attributes, scope: .attributes)
        let title = titleField(attributes) ?? titleField(state)
        let key = keyField(state) ?? keyField(attributes)
        let bar = (state + attributes).first { $0.kind.isFraction }
        let listed = (state + attributes).filter { $0.path != title?.path && $0.path != key?.path && $0.path != bar?.path }
        let stateRows = listed.filter { $0.path.scope == .state }.prefix(maximumStateRows)
        let attributeRows = listed.filter { $0.path.scope == .attributes }.prefix(maximumAttributeRows)

        let name = title.map { ItemSpec(.field($0.path, .text), style: StyleSpec(bold: true), missing: missing) }
            ?? ItemSpec(.appName, style: StyleSpec(bold: true))
        let keyItems = key.map { [keyItem($0)] } ?? []
        let barRow = bar.map { RowSpec(items: [labelItem($0, suffix: " ")], bar: barSpec($0), priority: 6) }

        var lockScreen = [RowSpec(items: [ItemSpec(.icon), space, ItemSpec(.appName, style: StyleSpec(bold: true))], trailing: keyItems,
                                  priority: 10)]
        if let title { lockScreen.append(RowSpec(items: [ItemSpec(.field(title.path, .text), style: StyleSpec(bold: true))], priority: 8)) }
        lockScreen += stateRows.enumerated().map { labelledRow($1, priority: 7 - $0) }
        if let barRow { lockScreen.append(barRow) }
        lockScreen += attributeRows.enumerated().map { labelledRow($1, priority: 2 - $0) }

        var compactName = name
        compactName.maxWidth = compactNameWidth
        var expanded = ExpandedSpec(leading: [RowSpec(items: [ItemSpec(.icon), space, name])],
                                    trailing: keyItems.isEmpty ? [] : [RowSpec(items: keyItems)],
                                    center: stateRows.prefix(3).map { labelledRow($0, priority: 5) })
        if let barRow { expanded.bottom = [barRow] }

        return PresentationSpec(
            title: title.map { [ItemSpec(.field($0.path, .text))] } ?? [ItemSpec(.appName)],
            status: state.first { $0.kind == .enumeration }.map { [ItemSpec(.field($0.path, .words))] } ?? [],
            minimal: [ItemSpec(.icon)],
            compactLeading: [ItemSpec(.icon), space, compactName],
            compactTrailing: keyItems.map { var item = $0; item.maxWidth = compactValueWidth; return item },
            expanded: expanded,
            // No button: iOS shows only what the app draws, and a type island knows only the
            // schema of declares none (a type file or the widget's code declares one).
            lockScreen: lockScreen)
    }

    static let space = ItemSpec(.text(.literal(" ")))

    // MARK: Fields

    /// How a field is shown, from its type and hints.
    package enum Kind: Hashable, Sendable {
        /// A moment; the hint says when a number is Unix seconds or milliseconds.
        case date(DisplayHint?)
        case duration
        case minutes
        /// 0…1 (scale 1) or 0…100 (scale 100): a bar.
        case fraction(scale: Double)
        case flag
        case enumeration
        case text
        /// Names an instance (`orderId`, a UUID): left out of the lists, never a title.
        case identifier
        case link
        case number(unit: LocalizedText?)
        case list(element: SchemaType)
        case structure
        case dictionary

        var isFraction: Bool {
            if case .fraction = self { return true }
            return false
        }

        var isDate: Bool {
            if case .date = self { return true }
            return false
        }
    }

    /// A field with the path to it and how it is shown.
    struct Located {
        var path: FieldPath
        var field: SchemaField
        var kind: Kind
    }

    static func shownFields(_ object: ObjectSchema, scope: FieldPath.Scope) -> [Located] {
        object.fields.compactMap { field in
            guard field.display.hint != .hidden else { return nil }
            let kind = self.kind(of: field)
            guard kind != .identifier else { return nil }
            return Located(path: FieldPath(scope: scope, [.key(field.key)]), field: field, kind: kind)
        }
    }

    package static func kind(of field: SchemaField) -> Kind {
        switch field.display.hint {
        case .unixSeconds?: return .date(.unixSeconds)
        case .milliseconds?: return .date(.milliseconds)
        case .percent?: return .fraction(scale: 100)
        case .fraction?: return .fraction(scale: 1)
        case .duration?: return .duration
        case .minutes?: return .minutes
        case .hidden?, nil: break
        }
        let type = field.type.wrapped
        switch type {
        case .date: return .date(nil)
        case .bool: return .flag
        case .enumeration, .integerEnumeration: return .enumeration
        case .string: return isIdentifier(field.name) ? .identifier : .text
        case .uuid: return .identifier
        case .url: return .link
        case .array(let element): return .list(element: element)
        case .object: return .structure
        case .dictionary: return .dictionary
        case .optional: return .text
        case .int, .sizedInt, .double, .float, .timeInterval, .decimal:
            if let range = field.display.range, let low = range.minimum, let high = range.maximum, low >= 0, high <= 1,
               [.double, .float, .decimal].contains(type) {
                return .fraction(scale: 1)
            }
            if let unit = field.display.unit { return .number(unit: unit) }
            if type == .timeInterval { return .duration }
            switch NameMeaning.of(field.name) {
            case .minutes?: return .minutes
            case .seconds?: return .duration
            case .percent?: return .fraction(scale: 100)
            case .milliseconds?: return .number(unit: LocalizedText("ms"))
            case .unit(let unit)?: return .number(unit: unit)
            case nil: return .number(unit: nil)
            }
        }
    }

    /// A name for a value that tells one instance from another (`orderId`, `trackingNumber`,
    /// `promoCode`): not worth a row, and never a title.
    static func isIdentifier(_ name: String) -> Bool {
        Words.isIdentifier(name) || ["number", "code", "token", "uuid", "guid", "hash"].contains(Words.words(name).last?.lowercased() ?? "")
    }

    /// The first text that is not an identifier (a name, a restaurant, a line).
    static func titleField(_ fields: [Located]) -> Located? {
        fields.first { $0.kind == .text }
    }

    /// What the compact island's trailing side shows: a moment, progress, a duration or
    /// minutes, a state, a number — the first of these the content has.
    static func keyField(_ fields: [Located]) -> Located? {
        let ranked: [(Kind) -> Bool] = [
            { $0.isDate },
            { $0.isFraction },
            { $0 == .duration || $0 == .minutes },
            { $0 == .enumeration },
            { if case .number = $0 { return true } else { return false } },
        ]
        for test in ranked {
            if let found = fields.first(where: { test($0.kind) }) { return found }
        }
        return nil
    }

    // MARK: Items and rows

    /// The field's value as a row shows it.
    static func valueItem(_ located: Located) -> ItemSpec {
        let path = located.path
        let format: ValueFormat
        var hint: DisplayHint?
        var style = StyleSpec()
        switch located.kind {
        case .date(let scale):
            format = .time
            hint = scale
            style.bold = true
        case .duration: format = .duration
        case .minutes: format = .number(decimals: nil, signed: false, unit: .string(key: "minutesUnit"))
        case .fraction(let scale): format = .percent(scale: scale)
        case .flag:
            format = .values(["true": ValueCase(role: .positive, glyph: .check), "false": ValueCase(role: .critical, glyph: .cross)], otherwise: nil)
        case .enumeration: format = .words
        case .text, .identifier: format = .text
        case .link, .structure: format = .automatic
        case .number(let unit): format = .number(decimals: nil, signed: false, unit: unit.map(TextSpec.localized))
        case .dictionary: format = .count(unit: nil, singular: nil)
        case .list(let element):
            // The first element stands for the list, shown as its own type is.
            let elementField = SchemaField(located.field.name, element)
            let first = Located(path: FieldPath(scope: path.scope, path.steps + [.index(0)]), field: elementField,
                                kind: kind(of: elementField))
            return valueItem(first)
        }
        return ItemSpec(.field(path, format), style: style, missing: missing, display: hint)
    }

    /// The compact island's and the header's value: a moment as a countdown.
    static func keyItem(_ located: Located) -> ItemSpec {
        if case .date(let scale) = located.kind {
            return ItemSpec(.field(located.path, .countdown(zero: nil)), style: StyleSpec(role: .fixed(.accent), bold: true), display: scale)
        }
        var item = valueItem(located)
        item.style.bold = true
        item.missing = nil
        return item
    }

    /// "Label: value", with a moment's relative time or a list's length on the right.
    static func labelledRow(_ located: Located, priority: Int) -> RowSpec {
        let items = [labelItem(located, suffix: ": "), valueItem(located)]
        switch located.kind {
        case .date(let scale):
            let relative = ItemSpec(.field(located.path, .relative), style: StyleSpec(role: .fixed(.accent)), display: scale)
            return RowSpec(items: items, trailing: [relative], priority: priority)
        case .list:
            let noun = Words.humanize(located.field.name).lowercased()
            let count = ItemSpec(.field(located.path, .count(unit: .literal(noun), singular: singular(noun).map(TextSpec.literal))),
                                 style: StyleSpec(role: .fixed(.secondary)))
            return RowSpec(items: items, trailing: [count], priority: priority)
        default:
            return RowSpec(items: items, priority: priority)
        }
    }

    /// "stop" for "stops": an English plural's singular, when it plainly is one.
    static func singular(_ noun: String) -> String? {
        guard noun.hasSuffix("s"), !noun.hasSuffix("ss"), noun.count > 2 else { return nil }
        return String(noun.dropLast())
    }

    static func labelItem(_ located: Located, suffix: String) -> ItemSpec {
        let label = located.field.display.label ?? LocalizedText(Words.humanize(located.field.name))
        return ItemSpec(.text(.localized(label)), style: StyleSpec(role: .fixed(.secondary)), suffix: .literal(suffix))
    }

    static func barSpec(_ located: Located) -> BarSpec {
        guard case .fraction(let scale) = located.kind else { return BarSpec(value: located.path) }
        return BarSpec(value: located.path, scale: scale)
    }
}

extension PresentationSpec {
    /// This presentation with every region it leaves out taken from `fallback` (the default
    /// layout of the same schema): a type file may give only the regions it cares about.
    package func filled(from fallback: PresentationSpec) -> PresentationSpec {
        var spec = self
        if spec.title.isEmpty { spec.title = fallback.title }
        if spec.status.isEmpty { spec.status = fallback.status }
        if spec.minimal.isEmpty { spec.minimal = fallback.minimal }
        if spec.compactLeading.isEmpty, spec.compactTrailing.isEmpty {
            spec.compactLeading = fallback.compactLeading
            spec.compactTrailing = fallback.compactTrailing
        }
        if spec.expanded == ExpandedSpec() { spec.expanded = fallback.expanded }
        if spec.lockScreen.isEmpty { spec.lockScreen = fallback.lockScreen }
        if spec.standBy.isEmpty { spec.standBy = fallback.standBy }
        if spec.keylineTint == nil { spec.keylineTint = fallback.keylineTint }
        if spec.button == nil { spec.button = fallback.button }
        return spec
    }
}
