/// What an update changed, for the events pane: "nextStop → Wasserturm, delay → 2".
/// Text and whole-number changes come first (a new stop, a new delay), fractional numbers
/// last (progress and remaining seconds change with every update and say little).
package enum ContentChange {
    package static let maximumShown = 3

    package static func summary(from old: JSONObject, to new: JSONObject) -> String? {
        var changes: [(rank: Int, text: String)] = []
        for (key, value) in new.entries where old[key] != value {
            changes.append((rank(of: value), "\(key) → \(describe(value))"))
        }
        for key in old.keys where new[key] == nil {
            changes.append((0, "\(key) removed"))
        }
        guard !changes.isEmpty else { return nil }
        let ordered = changes.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.text)
        let shown = ordered.prefix(maximumShown).joined(separator: ", ")
        return ordered.count > maximumShown ? "\(shown) +\(ordered.count - maximumShown)" : shown
    }

    static func rank(of value: JSONValue) -> Int {
        switch value {
        case .number(let number): return number.isIntegerLiteral ? 1 : 2
        default: return 0
        }
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text.count > 40 ? String(text.prefix(39)) + "…" : text
        case .object, .array:
            let text = JSONWriter.string(value)
            return text.count > 40 ? String(text.prefix(39)) + "…" : text
        default: return JSONWriter.string(value)
        }
    }
}
