/// What a key does on the dashboard (docs/keys.md). `KeyBindings.all` says which keys, in which
/// order the help lists them, and how the footer shows them.
package enum KeyCommand: String, Hashable, Sendable, CaseIterable {
    case select
    case selectPrevious
    /// The selected card's controls (`AppReducer+Controls`).
    case nextControl
    case previousControl
    case chooseControl
    case expand
    case collapse
    case stop
    case endAll
    case dismiss
    case lock
    case theme
    case phone
    case standby
    case device
    /// The locked iPhone in Always-On (`AppModel.alwaysOn`).
    case alwaysOn
    case pause
    case faster
    case slower
    case restart
    case nextEntry
    case previousEntry
    case minuteAhead
    case minuteBack
    case help
    case quit
    // The settings screen (`AppReducer+SettingsScreen`).
    case settings
    /// The APNs endpoint's next forced answer, from `APNsFaultPresets`.
    case apnsFault
    case toggleActivities
    case toggleFrequentUpdates
    case closeSettings
    // The events pane and an opened entry (`AppReducer+Events`).
    case lineUp
    case lineDown
    case pageUp
    case pageDown
    case first
    case last
    case wheelUp
    case wheelDown
    case search
    case filter
    case open
    case leave
    case previousOpened
    case nextOpened
    case closeEntry

    /// Whether the command steers the events pane or an opened entry.
    package var isEventsCommand: Bool {
        switch self {
        case .lineUp, .lineDown, .pageUp, .pageDown, .first, .last, .wheelUp, .wheelDown, .search, .filter, .open, .leave,
             .previousOpened, .nextOpened, .closeEntry:
            return true
        default:
            return false
        }
    }
}
