import IslandInput
import IslandTypes

/// The one key table: the reducer acts on it, the footer and the `?` overlay show it. A
/// command's footer word for the card's button comes from the selected activity's type.
package enum KeyBindings {
    private static func t(_ de: String, _ en: String) -> LocalizedText { LocalizedText(["de": de, "en": en]) }

    package static let all: [KeyBinding] = [
        KeyBinding(.select, [.tab, .down, .right], caps: t("Tab / Shift-Tab", "Tab / Shift-Tab"), footerCap: "Tab", priority: 5,
                   help: t("nächste / vorige Aktivität wählen (auch ↓ → / ↑ ←)", "select the next / previous activity (also ↓ → / ↑ ←)"),
                   footer: t("wählen", "select")),
        KeyBinding(.selectPrevious, [.backTab, .up, .left], caps: nil, footerCap: nil, priority: 0,
                   help: t("vorige Aktivität wählen", "select the previous activity"), footer: t("zurück", "previous")),
        KeyBinding(.expand, [.character(" "), .character("e")], caps: t("Leertaste / e / Esc", "Space / e / Esc"), footerCap: "e",
                   priority: 4, help: t("Island erweitern (gedrückt halten) / schließen", "expand the island (touch and hold) / collapse it"),
                   footer: t("erweitern", "expand"), alternate: t("schließen", "collapse")),
        KeyBinding(.collapse, [.escape], caps: nil, footerCap: nil, priority: 0,
                   help: t("erweiterte Island schließen", "collapse the expanded island"), footer: t("schließen", "collapse"),
                   closesHelp: true),
        KeyBinding(.stop, [.character("b"), .enter], caps: t("b / Enter", "b / Enter"), footerCap: "b", priority: 9,
                   help: t("Knopf der Karte (Beenden, Fahrt beenden …); gesperrt erst Face ID",
                           "the card's button (End, Stop ride …); locked, Face ID first"),
                   footer: t("Beenden", "End")),
        KeyBinding(.endAll, [.character("E")], caps: t("E", "E"), footerCap: "E", priority: 8,
                   help: t("alle Aktivitäten der App der Auswahl beenden", "end all activities of the selected activity's app"),
                   footer: t("alle beenden", "end all")),
        KeyBinding(.dismiss, [.character("x")], caps: t("x", "x"), footerCap: "x", priority: 2,
                   help: t("vom Sperrbildschirm wischen (endet sie)", "swipe it off the Lock Screen (ends it)"),
                   footer: t("wegwischen", "dismiss")),
        KeyBinding(.lock, [.character("l")], caps: t("l", "l"), footerCap: "l", priority: 6,
                   help: t("sperren / entsperren", "lock / unlock"), footer: t("sperren", "lock"), alternate: t("entsperren", "unlock")),
        KeyBinding(.theme, [.character("t")], caps: t("t", "t"), footerCap: "t", priority: 1,
                   help: t("nächstes Farbthema", "next colour theme"), footer: t("Thema", "theme")),
        KeyBinding(.phone, [.character("v")], caps: t("v", "v"), footerCap: "v", priority: 3,
                   help: t("Telefonansicht ein/aus", "phone view on/off"), footer: t("Telefon", "phone"), alternate: t("Dashboard", "dashboard")),
        KeyBinding(.standby, [.character("s")], caps: t("s", "s"), footerCap: "s", priority: 2,
                   help: t("StandBy ein/aus", "StandBy on/off"), footer: t("StandBy", "StandBy"), alternate: t("Dashboard", "dashboard")),
        KeyBinding(.device, [.character("d")], caps: t("d", "d"), footerCap: "d", priority: 3,
                   help: t("Gerät wechseln: iPhone, iPhone quer, Apple Watch, CarPlay, Mac",
                           "next device: iPhone, iPhone landscape, Apple Watch, CarPlay, Mac"),
                   footer: t("Gerät", "device")),
        KeyBinding(.pause, [.character("p")], caps: t("p", "p"), footerCap: "p", priority: 4,
                   help: t("Uhr (und Simulator) anhalten / weiter", "pause / resume the clock (and the simulator)"),
                   footer: t("Pause", "pause"), alternate: t("weiter", "resume")),
        KeyBinding(.faster, [.character("+"), .character("=")], caps: t("+ / -", "+ / -"), footerCap: "+/-", priority: 3,
                   help: t("Uhr schneller / langsamer", "clock faster / slower"), footer: t("Tempo", "speed")),
        KeyBinding(.slower, [.character("-"), .character("_")], caps: nil, footerCap: nil, priority: 0,
                   help: t("Uhr langsamer", "clock slower"), footer: t("langsamer", "slower")),
        KeyBinding(.restart, [.character("r")], caps: t("r", "r"), footerCap: "r", priority: 7,
                   help: t("beendete Simulation neu starten", "restart a finished simulation"), footer: t("neu starten", "restart")),
        KeyBinding(.nextEntry, [.character("]")], caps: t("] / [", "] / ["), footerCap: "]/[", priority: 5,
                   help: t("Aufzeichnung: nächster / voriger Eintrag", "recording: next / previous entry"), footer: t("springen", "step"),
                   replayOnly: true),
        KeyBinding(.previousEntry, [.character("[")], caps: nil, footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: voriger Eintrag", "recording: previous entry"), footer: t("zurück", "back"), replayOnly: true),
        KeyBinding(.minuteAhead, [.character("}")], caps: t("} / {", "} / {"), footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: eine Minute vor / zurück", "recording: a minute ahead / back"), footer: t("Minute", "minute"),
                   replayOnly: true),
        KeyBinding(.minuteBack, [.character("{")], caps: nil, footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: eine Minute zurück", "recording: a minute back"), footer: t("Minute zurück", "minute back"),
                   replayOnly: true),
        KeyBinding(.help, [.character("?")], caps: t("?", "?"), footerCap: "?", priority: 7,
                   help: t("diese Hilfe", "this help"), footer: t("Hilfe", "help"), closesHelp: true),
        KeyBinding(.quit, [.character("q"), .character("Q")], caps: t("q", "q"), footerCap: "q", priority: 10,
                   help: t("Programm verlassen", "quit"), footer: t("Ende", "quit"), closesHelp: true),

        // The events pane: scrolling back, / and f give it the keys; Esc gives them back.
        KeyBinding(.pageUp, [.pageUp], caps: t("PgUp PgDn Home End", "PgUp PgDn Home End"), footerCap: "PgUp",
                   priority: 1, help: t("Ereignisse seitenweise / ältestes / neuestes (gibt dem Log die Tasten)",
                                        "events a page back / on, oldest / newest (gives the log the keys)"),
                   footer: t("Log", "log")),
        KeyBinding(.pageDown, [.pageDown], caps: nil, footerCap: nil, priority: 0,
                   help: t("Ereignisse eine Seite vor", "events a page on"), footer: t("vor", "on")),
        KeyBinding(.first, [.home], caps: nil, footerCap: nil, priority: 0,
                   help: t("ältestes Ereignis", "oldest event"), footer: t("Anfang", "oldest")),
        KeyBinding(.last, [.end], caps: nil, footerCap: nil, priority: 0,
                   help: t("neuestes Ereignis", "newest event"), footer: t("neuestes", "newest")),
        KeyBinding(.wheelUp, [.wheelUp], caps: nil, footerCap: nil, priority: 0,
                   help: t("Ereignisse zurück", "events back"), footer: t("zurück", "back")),
        KeyBinding(.wheelDown, [.wheelDown], caps: nil, footerCap: nil, priority: 0,
                   help: t("Ereignisse vor", "events on"), footer: t("vor", "on")),
        KeyBinding(.search, [.character("/")], caps: t("/", "/"), footerCap: "/", priority: 1,
                   help: t("nur Ereignisse mit diesem Text (Code, ID, Feld, Wert, Datei)",
                           "only events with this text (code, id, field, value, file)"),
                   footer: t("suchen", "search")),
        KeyBinding(.filter, [.character("f")], caps: t("f", "f"), footerCap: "f", priority: 2,
                   help: t("Filter: alle / Probleme / je eine Aktivität", "filter: all / problems / one activity at a time"),
                   footer: t("Filter", "filter")),
        KeyBinding(.lineUp, [.up], scope: .eventsPane, caps: t("↑ / ↓", "↑ / ↓"), footerCap: "↑↓", priority: 9,
                   help: t("im Log: voriges / nächstes Ereignis", "in the log: previous / next event"), footer: t("blättern", "move")),
        KeyBinding(.lineDown, [.down], scope: .eventsPane, caps: nil, footerCap: nil, priority: 0,
                   help: t("im Log: nächstes Ereignis", "in the log: next event"), footer: t("nächstes", "next")),
        KeyBinding(.open, [.enter], scope: .eventsPane, caps: t("Enter", "Enter"), footerCap: "Enter", priority: 9,
                   help: t("im Log: Ereignis öffnen (Nutzlast, Urteil, Probleme, einzeilige Form)",
                           "in the log: open the event (payload, verdict, problems, one-line form)"),
                   footer: t("öffnen", "open")),
        KeyBinding(.leave, [.escape], scope: .eventsPane, caps: t("Esc", "Esc"), footerCap: "Esc", priority: 8,
                   help: t("im Log: Tasten zurück an die Karte (Enter ist wieder ihr Knopf)",
                           "in the log: keys back to the card (Enter is its button again)"),
                   footer: t("zur Karte", "to the card"), closesHelp: true),

        // The help: modal; these scroll it where it is longer than the terminal.
        KeyBinding(.lineUp, [.up], scope: .help, caps: t("↑ ↓ PgUp PgDn Home End", "↑ ↓ PgUp PgDn Home End"), footerCap: "↑↓",
                   priority: 9, help: t("diese Hilfe blättern", "scroll this help"), footer: t("blättern", "scroll")),
        KeyBinding(.lineDown, [.down], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Zeile vor", "a line on"), footer: t("vor", "on")),
        KeyBinding(.pageUp, [.pageUp], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Seite zurück", "a page back"), footer: t("zurück", "back")),
        KeyBinding(.pageDown, [.pageDown], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Seite vor", "a page on"), footer: t("vor", "on")),
        KeyBinding(.first, [.home], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("zum Anfang", "to the top"), footer: t("Anfang", "top")),
        KeyBinding(.last, [.end], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("zum Ende", "to the bottom"), footer: t("Ende", "bottom")),
        KeyBinding(.wheelUp, [.wheelUp], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("zurück", "back"), footer: t("zurück", "back")),
        KeyBinding(.wheelDown, [.wheelDown], scope: .help, caps: nil, footerCap: nil, priority: 0,
                   help: t("vor", "on"), footer: t("vor", "on")),

        // An opened entry: modal, like the help.
        KeyBinding(.lineUp, [.up], scope: .openedEntry, caps: t("↑ ↓ PgUp PgDn Home End", "↑ ↓ PgUp PgDn Home End"),
                   footerCap: "↑↓", priority: 9, help: t("blättern; ← / → voriger / nächster Eintrag (im Filter)",
                                                          "scroll; ← / → previous / next entry (within the filter)"),
                   footer: t("blättern", "scroll")),
        KeyBinding(.lineDown, [.down], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Zeile vor", "a line on"), footer: t("vor", "on")),
        KeyBinding(.pageUp, [.pageUp], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Seite zurück", "a page back"), footer: t("zurück", "back")),
        KeyBinding(.pageDown, [.pageDown], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("eine Seite vor", "a page on"), footer: t("vor", "on")),
        KeyBinding(.first, [.home], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("zum Anfang", "to the top"), footer: t("Anfang", "top")),
        KeyBinding(.last, [.end], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("zum Ende", "to the bottom"), footer: t("Ende", "bottom")),
        KeyBinding(.wheelUp, [.wheelUp], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("zurück", "back"), footer: t("zurück", "back")),
        KeyBinding(.wheelDown, [.wheelDown], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("vor", "on"), footer: t("vor", "on")),
        KeyBinding(.previousOpened, [.left], scope: .openedEntry, caps: nil, footerCap: "←→", priority: 8,
                   help: t("voriger / nächster Eintrag (im Filter)", "previous / next entry (within the filter)"),
                   footer: t("voriger/nächster", "previous/next")),
        KeyBinding(.nextOpened, [.right], scope: .openedEntry, caps: nil, footerCap: nil, priority: 0,
                   help: t("nächster Eintrag", "next entry"), footer: t("nächster", "next")),
        KeyBinding(.closeEntry, [.escape, .enter, .character("q")], scope: .openedEntry, caps: t("Esc / Enter / q", "Esc / Enter / q"),
                   footerCap: "Esc", priority: 10, help: t("Eintrag schließen", "close the entry"), footer: t("schließen", "close")),
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
    /// language's own yes ("j" in German).
    package static func confirms(_ key: KeyPress, language: String) -> Bool {
        switch key {
        case .enter, .character("y"), .character("Y"): return true
        case .character("j"), .character("J"): return LanguageResolver.base(of: language) == "de"
        default: return false
        }
    }

    /// The keys that cancel a prompt: n (nein / no) and Esc. Every other key is swallowed.
    package static func cancels(_ key: KeyPress) -> Bool {
        key == .escape || key == .character("n") || key == .character("N") || key == .character("q")
    }
}
