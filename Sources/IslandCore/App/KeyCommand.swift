/// What a key does on the dashboard (DESIGN §6). `KeyBindings.all` says which keys, in which
/// order the help lists them, and how the footer shows them.
package enum KeyCommand: String, Hashable, Sendable, CaseIterable {
    case select
    case selectPrevious
    case expand
    case collapse
    case stop
    case endAll
    case dismiss
    case lock
    case theme
    case phone
    case standby
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
}
