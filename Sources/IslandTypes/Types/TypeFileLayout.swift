import IslandJSON
/// Lays out a type file for people to read and edit, as `types/rnv-trip.json` is written:
/// two spaces per level, the document, its types and each type's parts one entry per line,
/// anything else on one line (`{ "type": "Int", "display": "minutes" }`) when it fits in
/// `width` columns.
package enum TypeFileLayout {
    package static let width = 110
    /// Object levels always written one entry per line: the document, `app` and `types`, each type.
    static let expandedDepth = 3

    package static func text(_ value: JSONValue) -> String {
        layout(value, indent: 0, lead: 0, depth: 0)
    }

    /// - Parameters:
    ///   - indent: the spaces before the line the value starts on.
    ///   - lead: the columns on that line before the value (`"key": `).
    private static func layout(_ value: JSONValue, indent: Int, lead: Int, depth: Int) -> String {
        let inline = self.inline(value)
        let isContainer: Bool
        var alwaysExpanded = false
        switch value {
        case .object(let object):
            isContainer = !object.isEmpty
            alwaysExpanded = depth < expandedDepth
        case .array(let array): isContainer = !array.isEmpty
        default: isContainer = false
        }
        guard isContainer, alwaysExpanded || indent + lead + inline.count > width else { return inline }
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch value {
        case .object(let object):
            let entries = object.entries.map { entry -> String in
                let key = JSONWriter.string(.string(entry.key)) + ": "
                return inner + key + layout(entry.value, indent: indent + 2, lead: key.count, depth: depth + 1)
            }
            return "{\n" + entries.joined(separator: ",\n") + "\n" + closing + "}"
        case .array(let array):
            let elements = array.map { inner + layout($0, indent: indent + 2, lead: 0, depth: depth + 1) }
            return "[\n" + elements.joined(separator: ",\n") + "\n" + closing + "]"
        default:
            return inline
        }
    }

    /// The value on one line, with a space inside brackets and braces.
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            return "{ " + object.entries.map { JSONWriter.string(.string($0.key)) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
        case .array(let array):
            guard !array.isEmpty else { return "[]" }
            return "[ " + array.map(inline).joined(separator: ", ") + " ]"
        default:
            return JSONWriter.string(value)
        }
    }
}
