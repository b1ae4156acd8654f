/// The presentation of a type whose file has none, laid out from the schema's field types —
/// never from key names: the app's icon and name, `Date`s as countdowns and times, enums as
/// words, `Bool`s as ✓ / ✗, 0…1 numbers as progress, nested structs and arrays summarised,
/// numbers with their unit. `island schema` prints it, so an app can start from it.
package enum DefaultPresentation {
    /// What an activity shows before its type is known (never on screen for long).
    package static let placeholder = PresentationSpec(
        title: [ItemSpec(.appName)], minimal: [ItemSpec(.icon)], compactLeading: [ItemSpec(.icon)], compactTrailing: [],
        expanded: ExpandedSpec(), lockScreen: [RowSpec(items: [ItemSpec(.icon), ItemSpec(.text(.literal(" "))), ItemSpec(.appName)])])

    /// How many content-state and attribute fields the cards list at most.
    static let maximumStateRows = 4
    static let maximumAttributeRows = 2

    package static func make(for schema: ActivitySchema) -> PresentationSpec {
        let state = visibleFields(schema.contentState, scope: .state)
        let attributes = visibleFields(schema.attributes, scope: .attributes)
        let title = titleField(attributes) ?? titleField(state)
        let key = keyField(state) ?? keyField(attributes)
        let bar = (state + attributes).first { isFraction($0.field) }
        let listed = (state + attributes).filter { $0.path != title?.path && $0.path != key?.path && $0.path != bar?.path }
        let stateRows = listed.filter { $0.path.scope == .state }.prefix(maximumStateRows)
        let attributeRows = listed.filter { $0.path.scope == .attributes }.prefix(maximumAttributeRows)

        let titleItems = title.map { [ItemSpec(.field($0.path, .automatic), style: StyleSpec(bold: true), maxWidth: 16)] }
            ?? [ItemSpec(.appName, style: StyleSpec(bold: true), maxWidth: 16)]
        let keyItems = key.map { [keyItem($0)] } ?? []
        let statusItems = (state.first { isEnum($0.field) }).map { [ItemSpec(.field($0.path, .automatic))] } ?? []

        let header = RowSpec(items: [ItemSpec(.icon), space, ItemSpec(.appName, style: StyleSpec(bold: true))]
                                + (title.map { [ItemSpec(.glyph(.separator), style: StyleSpec(role: .fixed(.secondaryText)), priority: 3, prefix: .literal(" "), suffix: .literal(" ")),
                                                ItemSpec(.field($0.path, .automatic), priority: 3)] } ?? []),
                             trailing: keyItems, priority: 10)
        var lockScreen = [header]
        lockScreen += stateRows.map { labelledRow($0, priority: 6) }
        if let bar { lockScreen.append(RowSpec(bar: BarSpec(value: bar.path, scale: scale(bar.field)), priority: 4)) }
        lockScreen += attributeRows.map { labelledRow($0, priority: 3) }
        lockScreen.append(RowSpec(trailing: [ItemSpec(.button)], priority: 9))

        var expanded = ExpandedSpec(leading: [RowSpec(items: [ItemSpec(.icon), space] + titleItems)],
                                    trailing: keyItems.isEmpty ? [] : [RowSpec(items: keyItems)],
                                    center: stateRows.prefix(3).map { labelledRow($0, priority: 5) })
        if let bar { expanded.bottom = [RowSpec(bar: BarSpec(value: bar.path, scale: scale(bar.field)))] }

        return PresentationSpec(
            title: title.map { [ItemSpec(.field($0.path, .automatic))] } ?? [ItemSpec(.appName)],
            status: statusItems,
            minimal: [ItemSpec(.icon)],
            compactLeading: [ItemSpec(.icon), space] + titleItems,
            compactTrailing: keyItems.map { var item = $0; item.maxWidth = 10; return item },
            expanded: expanded,
            lockScreen: lockScreen,
            button: ButtonSpec(intent: "EndLiveActivityIntent", label: .string(key: "endButton"), prompt: .string(key: "endPrompt")))
    }

    static let space = ItemSpec(.text(.literal(" ")))

    /// A field with the path to it.
    struct Located {
        var path: FieldPath
        var field: SchemaField
    }

    static func visibleFields(_ object: ObjectSchema, scope: FieldPath.Scope) -> [Located] {
        object.fields.filter { $0.display.hint != .hidden }.map { Located(path: FieldPath(scope: scope, [.key($0.key)]), field: $0) }
    }

    /// The first string that is not an identifier (a name, a restaurant, a line).
    static func titleField(_ fields: [Located]) -> Located? {
        fields.first { $0.field.type.wrapped == .string && !Words.isIdentifier($0.field.name) }
    }

    /// What the compact island's trailing side shows: a moment, progress, a duration or
    /// minutes, a state, a number — the first of these the content has.
    static func keyField(_ fields: [Located]) -> Located? {
        let ranked: [(Located) -> Bool] = [
            { $0.field.type.wrapped == .date || [.unixSeconds, .milliseconds].contains($0.field.display.hint) },
            { isFraction($0.field) },
            { [.duration, .minutes].contains($0.field.display.hint) || $0.field.type.wrapped == .timeInterval },
            { isEnum($0.field) },
            { $0.field.type.isNumeric },
        ]
        for test in ranked {
            if let found = fields.first(where: test) { return found }
        }
        return nil
    }

    static func keyItem(_ located: Located) -> ItemSpec {
        let type = located.field.type.wrapped
        if type == .date || [.unixSeconds, .milliseconds].contains(located.field.display.hint) {
            return ItemSpec(.field(located.path, .countdown(zero: nil)), style: StyleSpec(role: .fixed(.accent), bold: true))
        }
        return ItemSpec(.field(located.path, .automatic), style: StyleSpec(bold: true))
    }

    static func labelledRow(_ located: Located, priority: Int) -> RowSpec {
        let label = located.field.display.label ?? LocalizedText(Words.humanize(located.field.name))
        let value: ItemSpec
        if located.field.type.wrapped == .date || [.unixSeconds, .milliseconds].contains(located.field.display.hint) {
            value = ItemSpec(.field(located.path, .time), style: StyleSpec(bold: true))
            let relative = ItemSpec(.field(located.path, .relative), style: StyleSpec(role: .fixed(.accent)))
            return RowSpec(items: [labelItem(label), value], trailing: [relative], priority: priority)
        }
        value = ItemSpec(.field(located.path, .automatic))
        return RowSpec(items: [labelItem(label), value], priority: priority)
    }

    static func labelItem(_ label: LocalizedText) -> ItemSpec {
        ItemSpec(.text(.localized(label)), style: StyleSpec(role: .fixed(.secondaryText)), suffix: .literal(": "))
    }

    static func isFraction(_ field: SchemaField) -> Bool {
        field.display.hint == .fraction || field.display.hint == .percent && field.type.isNumeric
    }

    static func scale(_ field: SchemaField) -> Double {
        field.display.hint == .percent ? 100 : 1
    }

    static func isEnum(_ field: SchemaField) -> Bool {
        switch field.type.wrapped {
        case .enumeration, .integerEnumeration: return true
        default: return false
        }
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
