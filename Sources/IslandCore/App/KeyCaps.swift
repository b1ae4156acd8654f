import IslandText

/// A key-table row's keys as the help overlay writes them: key names that read the same in
/// every language ("b / Enter"), or a text of the string tables ("Space / e / Esc").
package enum KeyCaps: Hashable, Sendable, ExpressibleByStringLiteral {
    case keys(String)
    case words(StringKey)

    package init(stringLiteral value: String) {
        self = .keys(value)
    }

    package func text(_ table: StringTable) -> String {
        switch self {
        case .keys(let keys): return keys
        case .words(let key): return table.text(key)
        }
    }
}
