import IslandInput
import IslandText

/// One row of the key table: the keys, the command, where they apply, and the key of every
/// word the screen shows for it (the string tables have the words).
package struct KeyBinding: Hashable, Sendable {
    package let command: KeyCommand
    package let keys: [KeyPress]
    /// Where the keys do this (the events pane and an opened entry take some for themselves).
    package let scope: KeyScope
    /// The keys as the help overlay writes them ("Leertaste / e"); nil: the row is not listed
    /// on its own, because another row's caps name its keys too ("+ / -").
    package let caps: KeyCaps?
    /// The footer's key cap ("b", "+/-"); nil: listed in the help only.
    package let footerCap: String?
    /// Which footer hints go first when the footer is narrow: higher stays longer.
    package let footerPriority: Int
    /// The help overlay's sentence.
    package let help: StringKey
    /// The footer's word; `alternate` is shown when the state it toggles is on (unlock,
    /// resume, back to the dashboard).
    package let footer: StringKey
    package let alternate: StringKey?
    /// With the help overlay open, this key closes it (others are swallowed).
    package let closesHelp: Bool
    /// Only `island replay` has this key (seeking through the recording).
    package let replayOnly: Bool

    init(_ command: KeyCommand, _ keys: [KeyPress], scope: KeyScope = .dashboard, caps: KeyCaps?, footerCap: String?,
         priority: Int, help: StringKey, footer: StringKey, alternate: StringKey? = nil, closesHelp: Bool = false,
         replayOnly: Bool = false) {
        self.command = command
        self.keys = keys
        self.scope = scope
        self.caps = caps
        self.footerCap = footerCap
        self.footerPriority = priority
        self.help = help
        self.footer = footer
        self.alternate = alternate
        self.closesHelp = closesHelp
        self.replayOnly = replayOnly
    }
}
