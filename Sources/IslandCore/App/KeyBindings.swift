import IslandInput
import IslandText
import IslandTypes

/// The one key table: the reducer acts on it, the footer and the `?` overlay show it. A
/// command's footer word for the card's button comes from the selected activity's type.
package enum KeyBindings {
    package static let all: [KeyBinding] = [
        KeyBinding(.select, [.tab, .down], caps: "Tab / Shift-Tab", footerCap: "Tab", priority: 5,
                   help: .helpSelect,
                   footer: .footerSelect),
        KeyBinding(.selectPrevious, [.backTab, .up], caps: nil, footerCap: nil, priority: 0,
                   help: .helpSelectPrevious, footer: .footerPrevious),
        // A card's several controls: not rows of their own in the help (which fits 100×30
        // whole); the `b` row's sentence names them, the footer offers ←→ on a card with more
        // than one, docs/keys.md lists them.
        KeyBinding(.nextControl, [.right], caps: nil, footerCap: "←→", priority: 6,
                   help: .helpNextControl, footer: .footerControl),
        KeyBinding(.previousControl, [.left], caps: nil, footerCap: nil, priority: 0,
                   help: .helpPreviousControl, footer: .footerControl),
        KeyBinding(.chooseControl, (1...9).map { .character(Character(String($0))) }, caps: nil, footerCap: nil, priority: 0,
                   help: .helpChooseControl, footer: .footerControl),
        KeyBinding(.expand, [.character(" "), .character("e")], caps: .words(.keysExpand), footerCap: "e",
                   priority: 4, help: .helpExpand,
                   footer: .footerExpand, alternate: .footerCollapse),
        KeyBinding(.collapse, [.escape], caps: nil, footerCap: nil, priority: 0,
                   help: .helpCollapse, footer: .footerCollapse,
                   closesHelp: true),
        KeyBinding(.stop, [.character("b"), .enter], caps: "b / Enter", footerCap: "b", priority: 9,
                   help: .helpStop,
                   footer: .footerStop),
        KeyBinding(.endAll, [.character("E")], caps: "E", footerCap: "E", priority: 8,
                   help: .helpEndAll,
                   footer: .footerEndAll),
        KeyBinding(.dismiss, [.character("x")], caps: "x", footerCap: "x", priority: 2,
                   help: .helpDismiss,
                   footer: .footerDismiss),
        KeyBinding(.lock, [.character("l")], caps: "l", footerCap: "l", priority: 6,
                   help: .helpLock, footer: .footerLock, alternate: .footerUnlock),
        KeyBinding(.theme, [.character("t")], caps: "t", footerCap: "t", priority: 1,
                   help: .helpTheme, footer: .footerTheme),
        KeyBinding(.phone, [.character("v")], caps: "v", footerCap: "v", priority: 3,
                   help: .helpPhone, footer: .footerPhone, alternate: .footerDashboard),
        KeyBinding(.standby, [.character("s")], caps: "s", footerCap: "s", priority: 2,
                   help: .helpStandBy, footer: .footerStandBy, alternate: .footerDashboard),
        KeyBinding(.device, [.character("d")], caps: "d", footerCap: "d", priority: 3,
                   help: .helpDevice,
                   footer: .footerDevice),
        // Like `,`, not a row of the help (which fits 100×30 whole): docs/keys.md lists it.
        KeyBinding(.alwaysOn, [.character("a")], caps: nil, footerCap: "a", priority: 1,
                   help: .helpAlwaysOn, footer: .footerAlwaysOn, alternate: .footerWake),
        KeyBinding(.pause, [.character("p")], caps: "p", footerCap: "p", priority: 4,
                   help: .helpPause,
                   footer: .footerPause, alternate: .footerResume),
        KeyBinding(.faster, [.character("+"), .character("=")], caps: "+ / -", footerCap: "+/-", priority: 3,
                   help: .helpFaster, footer: .footerSpeed),
        KeyBinding(.slower, [.character("-"), .character("_")], caps: nil, footerCap: nil, priority: 0,
                   help: .helpSlower, footer: .footerSlower),
        KeyBinding(.restart, [.character("r")], caps: "r", footerCap: "r", priority: 7,
                   help: .helpRestart, footer: .footerRestart),
        KeyBinding(.nextEntry, [.character("]")], caps: "] / [", footerCap: "]/[", priority: 5,
                   help: .helpNextEntry, footer: .footerStep,
                   replayOnly: true),
        KeyBinding(.previousEntry, [.character("[")], caps: nil, footerCap: nil, priority: 0,
                   help: .helpPreviousEntry, footer: .footerBack, replayOnly: true),
        KeyBinding(.minuteAhead, [.character("}")], caps: "} / {", footerCap: nil, priority: 0,
                   help: .helpMinuteAhead, footer: .footerMinute,
                   replayOnly: true),
        KeyBinding(.minuteBack, [.character("{")], caps: nil, footerCap: nil, priority: 0,
                   help: .helpMinuteBack, footer: .footerMinuteBack,
                   replayOnly: true),
        KeyBinding(.help, [.character("?")], caps: "?", footerCap: "?", priority: 7,
                   help: .helpHelp, footer: .footerHelp, closesHelp: true),
        KeyBinding(.quit, [.character("q"), .character("Q")], caps: "q", footerCap: "q", priority: 10,
                   help: .helpQuit, footer: .footerQuit, closesHelp: true),
        // Not a row of its own in the help (which fits 100×30 whole): the footer offers it where
        // there is room, docs/keys.md lists it, and the screen shows its own keys.
        // Like `,`, not a row of the help (which fits 100×30 whole): with the APNs endpoint on
        // the footer offers it, and docs/apns.md lists it.
        KeyBinding(.apnsFault, [.character("F")], caps: nil, footerCap: "F", priority: 3,
                   help: .helpAPNsFault, footer: .footerAPNsFault),
        KeyBinding(.settings, [.character(",")], caps: nil, footerCap: ",", priority: 1,
                   help: .helpSettings, footer: .footerSettings),

        // The events pane: scrolling back, / and f give it the keys; Esc gives them back.
        KeyBinding(.pageUp, [.pageUp], caps: "PgUp PgDn Home End", footerCap: "PgUp",
                   priority: 1, help: .helpPageUp,
                   footer: .footerLog),
        KeyBinding(.pageDown, [.pageDown], caps: nil, footerCap: nil, priority: 0,
                   help: .helpPageDown, footer: .footerOn),
        KeyBinding(.first, [.home], caps: nil, footerCap: nil, priority: 0,
                   help: .helpFirst, footer: .footerOldest),
        KeyBinding(.last, [.end], caps: nil, footerCap: nil, priority: 0,
                   help: .helpLast, footer: .footerNewest),
        KeyBinding(.wheelUp, [.wheelUp], caps: nil, footerCap: nil, priority: 0,
                   help: .helpWheelUp, footer: .footerBack),
        KeyBinding(.wheelDown, [.wheelDown], caps: nil, footerCap: nil, priority: 0,
                   help: .helpWheelDown, footer: .footerOn),
        KeyBinding(.search, [.character("/")], caps: "/", footerCap: "/", priority: 1,
                   help: .helpSearch,
                   footer: .footerSearch),
        KeyBinding(.filter, [.character("f")], caps: "f", footerCap: "f", priority: 2,
                   help: .helpFilter,
                   footer: .footerFilter),
        KeyBinding(.lineUp, [.up], scope: .eventsPane, caps: "↑ / ↓", footerCap: "↑↓", priority: 9,
                   help: .helpLogLineUp, footer: .footerMove),
        KeyBinding(.lineDown, [.down], scope: .eventsPane, caps: nil, footerCap: nil, priority: 0,
                   help: .helpLogLineDown, footer: .footerNext),
        KeyBinding(.open, [.enter], scope: .eventsPane, caps: "Enter", footerCap: "Enter", priority: 9,
                   help: .helpOpen,
                   footer: .footerOpen),
        KeyBinding(.leave, [.escape], scope: .eventsPane, caps: "Esc", footerCap: "Esc", priority: 8,
                   help: .helpLeave,
                   footer: .footerToTheCard, closesHelp: true),

        // The help: modal; these scroll it where it is longer than the terminal.
        KeyBinding(.lineUp, [.up], scope: .help, caps: "↑ ↓ PgUp PgDn Home End", footerCap: "↑↓",
                   priority: 9, help: .helpScrollHelp, footer: .footerScroll),
        KeyBinding(.lineDown, [.down], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryLineDown, footer: .footerOn),
        KeyBinding(.pageUp, [.pageUp], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryPageUp, footer: .footerBack),
        KeyBinding(.pageDown, [.pageDown], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryPageDown, footer: .footerOn),
        KeyBinding(.first, [.home], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryFirst, footer: .footerTop),
        KeyBinding(.last, [.end], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryLast, footer: .footerBottom),
        KeyBinding(.wheelUp, [.wheelUp], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryWheelUp, footer: .footerBack),
        KeyBinding(.wheelDown, [.wheelDown], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryWheelDown, footer: .footerOn),

        // The settings screen: modal; a row per app and its two switches.
        KeyBinding(.lineUp, [.up, .backTab], scope: .settings, caps: "↑ / ↓", footerCap: "↑↓", priority: 9,
                   help: .helpSettingsMove, footer: .footerMove),
        KeyBinding(.lineDown, [.down, .tab], scope: .settings, caps: nil, footerCap: nil, priority: 0,
                   help: .helpSettingsMove, footer: .footerNext),
        KeyBinding(.toggleActivities, [.character(" "), .enter, .character("a")], scope: .settings, caps: .words(.keysToggleActivities),
                   footerCap: "a", priority: 8, help: .helpToggleActivities, footer: .footerToggleActivities),
        KeyBinding(.toggleFrequentUpdates, [.character("f")], scope: .settings, caps: "f", footerCap: "f", priority: 7,
                   help: .helpToggleFrequentUpdates, footer: .footerToggleFrequentUpdates),
        KeyBinding(.closeSettings, [.escape, .character(","), .character("q")], scope: .settings, caps: "Esc / , / q",
                   footerCap: "Esc", priority: 10, help: .helpCloseSettings, footer: .footerClose),

        // An opened entry: modal, like the help.
        KeyBinding(.lineUp, [.up], scope: .openedEntry, caps: "↑ ↓ PgUp PgDn Home End",
                   footerCap: "↑↓", priority: 9, help: .helpEntryLineUp,
                   footer: .footerScroll),
        KeyBinding(.lineDown, [.down], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryLineDown, footer: .footerOn),
        KeyBinding(.pageUp, [.pageUp], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryPageUp, footer: .footerBack),
        KeyBinding(.pageDown, [.pageDown], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryPageDown, footer: .footerOn),
        KeyBinding(.first, [.home], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryFirst, footer: .footerTop),
        KeyBinding(.last, [.end], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryLast, footer: .footerBottom),
        KeyBinding(.wheelUp, [.wheelUp], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryWheelUp, footer: .footerBack),
        KeyBinding(.wheelDown, [.wheelDown], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpEntryWheelDown, footer: .footerOn),
        KeyBinding(.previousOpened, [.left], scope: .openedEntry, caps: nil, footerCap: "←→", priority: 8,
                   help: .helpPreviousOpened,
                   footer: .footerPreviousNext),
        KeyBinding(.nextOpened, [.right], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: .helpNextOpened, footer: .footerNextEntry),
        KeyBinding(.closeEntry, [.escape, .enter, .character("q")], scope: .openedEntry, caps: "Esc / Enter / q",
                   footerCap: "Esc", priority: 10, help: .helpCloseEntry, footer: .footerClose),
    ]

    /// The bindings in effect: the replay's seeking keys only while replaying.
    package static func active(replaying: Bool) -> [KeyBinding] {
        replaying ? all : live
    }

    /// `all` but the replay's own keys (asked for at every key and every frame).
    private static let live = all.filter { !$0.replayOnly }

    /// The binding a key belongs to in `scope`: an opened entry takes only its own keys; the
    /// focused events pane's keys come before the dashboard's.
    package static func binding(for key: KeyPress, scope: KeyScope = .dashboard, replaying: Bool = false) -> KeyBinding? {
        let bindings = active(replaying: replaying)
        func first(_ scope: KeyScope) -> KeyBinding? { bindings.first { $0.scope == scope && $0.keys.contains(key) } }
        switch scope {
        case .openedEntry: return first(.openedEntry)
        case .settings: return first(.settings)
        case .help: return first(.help) ?? first(.dashboard)
        case .eventsPane: return first(.eventsPane) ?? first(.dashboard)
        case .dashboard: return first(.dashboard)
        }
    }

    /// The dashboard's binding of a command (the first of its rows).
    package static func binding(_ command: KeyCommand) -> KeyBinding {
        all.first { $0.command == command }!
    }

    /// The keys that confirm a prompt in a chrome language: y and Enter everywhere, and the
    /// language's own yes (its table's `promptYesKey`, "j" in German).
    package static func confirms(_ key: KeyPress, language: String) -> Bool {
        switch key {
        case .enter, .character("y"), .character("Y"): return true
        case .character(let typed):
            return Language.table(for: language).text(.promptYesKey).lowercased() == String(typed).lowercased()
        default: return false
        }
    }

    /// The keys that cancel a prompt: n (nein / no) and Esc. Every other key is swallowed.
    package static func cancels(_ key: KeyPress) -> Bool {
        key == .escape || key == .character("n") || key == .character("N") || key == .character("q")
    }
}
