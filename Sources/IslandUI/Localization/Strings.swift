import Foundation
import IslandCore
import IslandTypes

/// Every label the surfaces show, in German (as the transit scenario (docs/scenarios.md) words them) or English.
/// Untrusted text (stop names, status texts) is never part of these; it is passed in and
/// drawn as its own span.
package struct Strings: Hashable, Sendable {
    package let language: Language

    package init(_ language: Language) {
        self.language = language
    }

    private func pick(_ de: String, _ en: String) -> String {
        language == .de ? de : en
    }

    // MARK: States

    /// "veraltet · aktualisiert vor 3 Min." / "stale · updated 3 min ago"
    func stale(minutesAgo: Int) -> String {
        pick("veraltet · aktualisiert vor \(minutesAgo) Min.", "stale · updated \(minutesAgo) min ago")
    }

    /// "2 Probleme" / "2 problems": the problems among the events-pane entries kept.
    func problemCount(_ count: Int) -> String {
        pick(count == 1 ? "1 Problem" : "\(count) Probleme", count == 1 ? "1 problem" : "\(count) problems")
    }

    /// "zuletzt REJECTED_KEY_NOT_FOUND" / "last REJECTED_KEY_NOT_FOUND".
    func lastProblem(_ code: String) -> String { pick("zuletzt \(code)", "last \(code)") }

    /// The app has the user's intent and has not ended the activity yet.
    var ending: String { pick("wird beendet …", "ending …") }

    func activityState(_ state: ActivityState) -> String {
        switch state {
        case .pending: return pick("geplant", "scheduled")
        case .active: return pick("aktiv", "active")
        case .stale: return pick("veraltet", "stale")
        case .ended: return pick("beendet", "ended")
        case .dismissed: return pick("entfernt", "dismissed")
        }
    }

    // MARK: Surfaces and panes

    var dynamicIsland: String { "Dynamic Island" }
    var minimal: String { "Minimal" }
    var compact: String { pick("Kompakt", "Compact") }
    var expanded: String { pick("Erweitert", "Expanded") }
    var lockScreen: String { pick("Sperrbildschirm", "Lock Screen") }
    var events: String { pick("Ereignisse", "Events") }
    var noActivity: String { pick("Keine Live-Aktivität", "No Live Activity") }
    var waiting: String { pick("wartet auf Updates …", "waiting for updates …") }
    /// "trip-9 geplant: startet um 07:30:00" / "trip-9 scheduled: starts at 07:30:00"
    func scheduled(_ id: String, at time: String) -> String {
        pick("\(id) geplant: startet um \(time)", "\(id) scheduled: starts at \(time)")
    }
    var simulationFinished: String { pick("Simulation beendet · r startet sie neu", "simulation finished · r restarts it") }
    var noEvents: String { pick("noch keine Ereignisse", "no events yet") }
    var queryHint: String { pick("Enter übernimmt · Esc verwirft", "Enter keeps · Esc drops") }
    // MARK: An opened entry

    var entryTitle: String { pick("Ereignis", "Event") }
    /// "Zeilen 1–20 von 58"
    func lineRange(first: Int, last: Int, total: Int) -> String {
        pick("Zeilen \(first)–\(last) von \(total)", "lines \(first)–\(last) of \(total)")
    }
    var applied: String { pick("angewendet:", "applied:") }
    var removed: String { pick("entfernt", "removed") }
    func problems(_ count: Int) -> String { pick("Probleme (\(count))", "Problems (\(count))") }
    func payload(bytes: Int) -> String { pick("Nutzlast (\(bytes) Bytes)", "Payload (\(bytes) bytes)") }
    var payloadCut: String { pick("die ersten 16 KiB", "the first 16 KiB") }
    var noPayload: String { pick("keine Nutzlast: ein eigener Push der simulierten App", "no payload: the simulated app's own push") }
    var payloadNotKept: String { pick("die Nutzlast dieser Zeile ist nicht mehr da", "this line's payload is no longer kept") }
    var notJSON: String { pick("kein JSON, so wie es ankam:", "not JSON, as it arrived:") }
    var oneLineForm: String {
        pick("In einer Zeile (zum Kopieren: umbrochen nur zwischen JSON-Teilen)", "On one line (to copy: broken only between JSON tokens)")
    }

    var noMatchingEvents: String { pick("keine passenden Ereignisse", "no matching events") }
    var problemsFilter: String { pick("Probleme", "problems") }
    /// The `/` query in the title: „wasser“ / “wasser”.
    func quoted(_ text: String) -> String { pick("„\(text)“", "“\(text)”") }
    /// Shown entries newer than the cursor's: "3 neuere" / "3 newer".
    func newer(_ count: Int) -> String { pick("\(count) neuere", "\(count) newer") }
    func more(_ count: Int) -> String { pick("+\(count) weitere", "+\(count) more") }
    /// Marks the selected activity where the island shows another one.
    var selectedActivity: String { pick("ausgewählt", "selected") }
    var tooSmall: String { pick("Terminal zu klein", "Terminal too small") }

    // MARK: Status line

    var locked: String { pick("gesperrt", "locked") }
    var unlocked: String { pick("entsperrt", "unlocked") }
    var paused: String { pick("pausiert", "paused") }
    var noSource: String { pick("keine Quelle", "no source") }
    var clock: String { pick("Uhr", "clock") }
    /// After a replay's "304/304".
    var replayDone: String { pick("Ende", "done") }
    var theme: String { pick("Thema", "theme") }
    func nextUpdate(_ time: String) -> String { pick("nächstes Update \(time)", "next update \(time)") }
    func every(_ seconds: String) -> String { pick("alle \(seconds) s", "every \(seconds) s") }

    // MARK: Prompts

    var authTitle: String { "Face ID" }
    func confirmEnd(_ title: String) -> String { pick("„\(title)“ beenden?", "End “\(title)”?") }
    var authenticate: String { pick("Gesperrt: zum Fortfahren authentifizieren", "Locked: authenticate to continue") }
    var authHint: String { pick("j / Enter bestätigen · n / Esc abbrechen", "y / Enter to confirm · n / Esc to cancel") }
    /// "Alle 2 Live-Aktivitäten von „ÖPNV Mannheim“ beenden?"
    func confirmEndAll(app: String, count: Int) -> String {
        count == 1
            ? pick("Die Live-Aktivität von „\(app)“ beenden?", "End the Live Activity of “\(app)”?")
            : pick("Alle \(count) Live-Aktivitäten von „\(app)“ beenden?", "End all \(count) Live Activities of “\(app)”?")
    }
    var endAllTitle: String { pick("Alle beenden", "End all") }
    var helpTitle: String { pick("Tasten", "Keys") }
    var helpClose: String { pick("?, Esc oder q schließt", "?, Esc or q closes") }

    var spaceKey: String { pick("Leertaste", "Space") }
    var mouse: String { pick("Maus", "Mouse") }
    var clickHelp: String {
        pick("Klick auf den Knopf = b, auf eine Karte wählt sie; Rad blättert das Log",
             "click the button = b, a card selects it; the wheel scrolls the log")
    }
    var helpLogSection: String { pick("Ereignis-Log", "Events log") }
    var helpEntrySection: String { pick("Geöffneter Eintrag", "Opened entry") }
    var dashboardWord: String { "Dashboard" }

    // MARK: Dates

    func dateLine(weekday: Int, day: Int, month: Int) -> String {
        let weekdays = language == .de
            ? ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"]
            : ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = language == .de
            ? ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
            : ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let w = weekdays[min(max(weekday - 1, 0), 6)]
        let m = months[min(max(month - 1, 0), 11)]
        return pick("\(w), \(day). \(m)", "\(w), \(day) \(m)")
    }

    // MARK: Footer notes

    /// The reducer's short note in the label language.
    package func note(_ message: NoteMessage) -> String {
        switch message {
        case .cancelled: return pick("abgebrochen", "cancelled")
        case .locked: return pick("gesperrt", "locked")
        case .unlocked: return pick("entsperrt", "unlocked")
        case .paused: return pick("angehalten", "paused")
        case .running: return pick("läuft", "running")
        case .speed(let speed): return pick("Tempo \(SpeedFormat.string(speed))", "speed \(SpeedFormat.string(speed))")
        case .noActivityToEnd: return pick("keine Aktivität zum Beenden", "no activity to end")
        case .alreadyEnded(let id): return pick("\(id) ist bereits beendet", "\(id) has already ended")
        case .alreadyEnding(let id): return pick("\(id) wird schon beendet: die App hat den Befehl", "\(id) is ending: the app has the intent")
        case .allEnding(let app):
            return pick("alle Aktivitäten von \(app) werden schon beendet: die App hat den Befehl",
                        "every activity of \(app) is ending: the app has the intent")
        case .noButton(let id): return pick("\(id) hat keinen Knopf: die App zeigt keinen", "\(id) has no button: its app draws none")
        case .nothingToDismiss: return pick("nichts zu entfernen", "nothing to dismiss")
        case .intentUnheard:
            return pick("niemand hört zu: island hat beendet (zuhören mit --socket oder --intents)",
                        "nobody listens: island ended it (listen with --socket or --intents)")
        case .simulationFinished: return pick("Simulation beendet: r startet neu", "simulation finished: r restarts")
        case .simulationRestarted: return pick("Simulation neu gestartet", "simulation restarted")
        case .nothingToRestart: return pick("keine Simulation zum Neustarten", "no simulation to restart")
        }
    }
}
