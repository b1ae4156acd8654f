import IslandInput

/// The one key table: the reducer acts on it, the footer and the `?` overlay show it. A
/// command's footer word for the card's button comes from the selected activity's type.
package enum KeyBindings {
    private static func t(_ de: String, _ en: String) -> LocalizedText { LocalizedText(["de": de, "en": en]) }

    package static let all: [KeyBinding] = [
        KeyBinding(.select, [.tab, .down, .right], caps: t("Tab / ↓ / →", "Tab / ↓ / →"), footerCap: "Tab", priority: 5,
                   help: t("nächste Aktivität wählen", "select the next activity"), footer: t("wählen", "select")),
        KeyBinding(.selectPrevious, [.backTab, .up, .left], caps: t("Shift-Tab / ↑ / ←", "Shift-Tab / ↑ / ←"), footerCap: nil, priority: 0,
                   help: t("vorige Aktivität wählen", "select the previous activity"), footer: t("zurück", "previous")),
        KeyBinding(.expand, [.character(" "), .character("e")], caps: t("Leertaste / e", "Space / e"), footerCap: "e", priority: 6,
                   help: t("Island erweitern (gedrückt halten)", "expand the island (touch and hold)"), footer: t("erweitern", "expand"),
                   alternate: t("schließen", "collapse")),
        KeyBinding(.collapse, [.escape], caps: t("Esc", "Esc"), footerCap: nil, priority: 0,
                   help: t("erweiterte Island schließen", "collapse the expanded island"), footer: t("schließen", "collapse"),
                   closesHelp: true),
        KeyBinding(.stop, [.character("b"), .enter], caps: t("b / Enter", "b / Enter"), footerCap: "b", priority: 9,
                   help: t("Knopf der Karte (Beenden, Fahrt beenden …): die App beendet die Aktivität; gesperrt erst Face ID",
                           "the card's button (End, Stop ride …): the app ends the activity; locked, Face ID first"),
                   footer: t("Beenden", "End")),
        KeyBinding(.endAll, [.character("E")], caps: t("E", "E"), footerCap: "E", priority: 7,
                   help: t("alle Aktivitäten der App der Auswahl beenden", "end all activities of the selected activity's app"),
                   footer: t("alle beenden", "end all")),
        KeyBinding(.dismiss, [.character("x")], caps: t("x", "x"), footerCap: "x", priority: 2,
                   help: t("vom Sperrbildschirm wischen (endet sie)", "swipe it off the Lock Screen (ends it)"),
                   footer: t("wegwischen", "dismiss")),
        KeyBinding(.lock, [.character("l")], caps: t("l", "l"), footerCap: "l", priority: 8,
                   help: t("sperren / entsperren", "lock / unlock"), footer: t("sperren", "lock"), alternate: t("entsperren", "unlock")),
        KeyBinding(.theme, [.character("t")], caps: t("t", "t"), footerCap: "t", priority: 1,
                   help: t("nächstes Farbthema", "next colour theme"), footer: t("Thema", "theme")),
        KeyBinding(.phone, [.character("v")], caps: t("v", "v"), footerCap: "v", priority: 4,
                   help: t("Telefonansicht ein/aus", "phone view on/off"), footer: t("Telefon", "phone"), alternate: t("Dashboard", "dashboard")),
        KeyBinding(.standby, [.character("s")], caps: t("s", "s"), footerCap: "s", priority: 3,
                   help: t("StandBy ein/aus", "StandBy on/off"), footer: t("StandBy", "StandBy"), alternate: t("Dashboard", "dashboard")),
        KeyBinding(.pause, [.character("p")], caps: t("p", "p"), footerCap: "p", priority: 4,
                   help: t("Uhr (und Simulator) anhalten / weiter", "pause / resume the clock (and the simulator)"),
                   footer: t("Pause", "pause"), alternate: t("weiter", "resume")),
        KeyBinding(.faster, [.character("+"), .character("=")], caps: t("+ / -", "+ / -"), footerCap: "+/-", priority: 3,
                   help: t("Uhr schneller / langsamer", "clock faster / slower"), footer: t("Tempo", "speed")),
        KeyBinding(.slower, [.character("-"), .character("_")], caps: t("-", "-"), footerCap: nil, priority: 0,
                   help: t("Uhr langsamer", "clock slower"), footer: t("langsamer", "slower")),
        KeyBinding(.restart, [.character("r")], caps: t("r", "r"), footerCap: "r", priority: 6,
                   help: t("beendete Simulation neu starten", "restart a finished simulation"), footer: t("neu starten", "restart")),
        KeyBinding(.nextEntry, [.character("]")], caps: t("] / [", "] / ["), footerCap: "]/[", priority: 5,
                   help: t("Aufzeichnung: nächster / voriger Eintrag", "recording: next / previous entry"), footer: t("springen", "step"),
                   replayOnly: true),
        KeyBinding(.previousEntry, [.character("[")], caps: t("[", "["), footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: voriger Eintrag", "recording: previous entry"), footer: t("zurück", "back"), replayOnly: true),
        KeyBinding(.minuteAhead, [.character("}")], caps: t("} / {", "} / {"), footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: eine Minute vor / zurück", "recording: a minute ahead / back"), footer: t("Minute", "minute"),
                   replayOnly: true),
        KeyBinding(.minuteBack, [.character("{")], caps: t("{", "{"), footerCap: nil, priority: 0,
                   help: t("Aufzeichnung: eine Minute zurück", "recording: a minute back"), footer: t("Minute zurück", "minute back"),
                   replayOnly: true),
        KeyBinding(.help, [.character("?")], caps: t("?", "?"), footerCap: "?", priority: 10,
                   help: t("diese Hilfe", "this help"), footer: t("Hilfe", "help"), closesHelp: true),
        KeyBinding(.quit, [.character("q"), .character("Q")], caps: t("q", "q"), footerCap: "q", priority: 10,
                   help: t("Programm verlassen", "quit"), footer: t("Ende", "quit"), closesHelp: true),
    ]

    /// The bindings in effect: the replay's seeking keys only while replaying.
    package static func active(replaying: Bool) -> [KeyBinding] {
        replaying ? all : all.filter { !$0.replayOnly }
    }

    /// The binding a key belongs to.
    package static func binding(for key: KeyPress, replaying: Bool = false) -> KeyBinding? {
        active(replaying: replaying).first { $0.keys.contains(key) }
    }

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
