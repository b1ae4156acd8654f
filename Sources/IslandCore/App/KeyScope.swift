/// Where a key binding applies. The events pane and an opened entry take some keys for
/// themselves (↑/↓, Enter, Esc) only while they have the focus, so `b` and Enter stay the
/// card's button otherwise.
package enum KeyScope: Hashable, Sendable, CaseIterable {
    /// The dashboard: always, unless a prompt, the help or an opened entry has the keys.
    case dashboard
    /// While the events pane has the focus: these come before the dashboard's.
    case eventsPane
    /// While an entry is open: only these act (it is modal, like the help).
    case openedEntry
    /// While the help is open: its scrolling keys; of the others, those that close it do,
    /// the rest are swallowed.
    case help
    /// While the settings screen is open: only these act (it is modal).
    case settings
}
