import IslandCore

/// Reads a generic activity's JSON: its title (the first string, skipping identifiers when
/// there is anything else) and its other values, classified.
struct GenericFields: Hashable, Sendable {
    let title: String
    let state: [GenericField]
    let attributes: [GenericField]

    init(_ content: GenericContent) {
        let titleEntry = Self.titleEntry(content)
        title = titleEntry?.value ?? Self.typeTitle(content.typeName)
        let isTitle = { (field: GenericField) in field.key == titleEntry?.key && field.isState == titleEntry?.inState }
        attributes = Self.fields(content.attributes, isState: false).filter { !isTitle($0) }
        state = Self.fields(content.state, isState: true).filter { !isTitle($0) }
    }

    private static func titleEntry(_ content: GenericContent) -> (key: String, value: String, inState: Bool)? {
        let candidates = content.attributes.entries.map { ($0.key, $0.value, false) }
            + content.state.entries.map { ($0.key, $0.value, true) }
        let strings = candidates.compactMap { entry -> (key: String, value: String, inState: Bool)? in
            guard let text = entry.1.stringValue, !text.isEmpty else { return nil }
            return (entry.0, text, entry.2)
        }
        return strings.first { !KeyName.isIdentifier($0.key) } ?? strings.first
    }

    /// "DeliveryAttributes" → "Delivery".
    static func typeTitle(_ typeName: String) -> String {
        var name = typeName
        for suffix in ["ActivityAttributes", "Attributes"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        return KeyName.humanize(name)
    }

    private static func fields(_ object: JSONObject, isState: Bool) -> [GenericField] {
        object.entries.compactMap { entry in
            GenericValue.classify(key: entry.key, entry.value).map {
                GenericField(key: entry.key, label: KeyName.humanize(entry.key), value: $0, isState: isState)
            }
        }
    }

    /// The value StandBy and the compact trailing side show: the first countdown, time or
    /// measure of the content state (then of the attributes).
    var keyField: GenericField? {
        (state + attributes).first { field in
            switch field.value {
            case .date, .minutes, .duration, .percent, .fraction: return true
            case .number(_, let unit): return unit != nil
            case .text, .flag: return false
            }
        }
    }

    var barField: GenericField? {
        (state + attributes).first { $0.value.isBar }
    }
}
