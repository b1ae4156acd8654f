import Foundation

/// The events pane as the user steers it: whether it has the keys, which entry its cursor is
/// on, what it shows, and which entry is open. Entries are named by their number in the log
/// (`EventLog.number(at:)`), so the cursor stays on its entry while new ones arrive.
package struct EventsPaneState: Hashable, Sendable {
    /// What `f` cycles through: every entry, the problems (warnings and errors), one activity's.
    package enum Filter: Hashable, Sendable {
        case all
        case problems
        case activity(String)
    }

    /// How far an opened entry is scrolled: lines from its top, or from its bottom after End.
    /// Measuring from the end that was last jumped to keeps End exact whatever the wrapping.
    package enum DetailScroll: Hashable, Sendable {
        case top(Int)
        case bottom(Int)
    }

    /// The pane has the keys: ↑/↓ move its cursor, Enter opens the entry, Esc gives the keys
    /// back to the card. Scrolling back, `/` and `f` give it the keys.
    package var focused = false
    /// The entry under the cursor; nil: the newest shown one (the pane follows the log).
    package var cursor: Int?
    package var filter: Filter = .all
    /// The text an entry must contain (ignoring case); empty: any.
    package var query = ""
    /// While `/` is typing the query: the query before it, which Esc puts back.
    package var queryBefore: String?
    /// The opened entry (Enter), shown whole over the dashboard.
    package var opened: Int?
    package var detailScroll: DetailScroll = .top(0)

    package init() {}

    /// Whether `/` is typing the query: every key goes to it until Enter or Esc.
    package var isEditingQuery: Bool { queryBefore != nil }

    /// Which keys of the key table apply now.
    package var scope: KeyScope {
        if opened != nil { return .openedEntry }
        return focused ? .eventsPane : .dashboard
    }

    /// Whether any filter hides entries.
    package var isFiltered: Bool { filter != .all || !query.isEmpty }

    /// Whether the pane shows `entry` under the filter and the query. The query is matched
    /// against what does not depend on the screen's language: the English wording (codes,
    /// field names, values, the line's origin), the problems and the activity.
    package func shows(_ entry: LogEntry) -> Bool {
        switch filter {
        case .all: break
        case .problems: guard entry.isProblem else { return false }
        case .activity(let id): guard entry.activityID == id else { return false }
        }
        guard !query.isEmpty else { return true }
        return Self.contains(entry.text, query) || entry.activityID.map { Self.contains($0, query) } == true
            || entry.problems.contains { Self.contains($0.english, query) }
    }

    static func contains(_ text: String, _ query: String) -> Bool {
        text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
