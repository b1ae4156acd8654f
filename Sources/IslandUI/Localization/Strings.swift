import Foundation
import IslandCore

/// Every label the surfaces show, in German (as seed 000 words them) or English.
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

    // MARK: Trip (seed 000)

    var line: String { pick("Linie", "Line") }
    var nextStop: String { pick("Nächster Halt", "Next stop") }
    var arrival: String { pick("Ankunft", "Arrival") }
    var departure: String { pick("Abfahrt", "Departure") }
    var delay: String { pick("Verspätung", "Delay") }
    var currentStop: String { pick("Aktuell", "Now at") }
    var occupancy: String { pick("Auslastung", "Occupancy") }
    var endButton: String { pick("Beenden", "End") }
    var onTime: String { pick("pünktlich", "on time") }
    var arrived: String { pick("Ziel erreicht!", "Arrived!") }
    var arrivedShort: String { pick("Ziel", "Arrived") }
    var now: String { pick("jetzt", "now") }

    /// "3 Min." / "3 min"; "jetzt" / "now" at zero.
    func minutes(_ count: Int) -> String {
        count <= 0 ? now : pick("\(count) Min.", "\(count) min")
    }

    /// The unit alone, for StandBy's big figure.
    var minutesUnit: String { pick("Min.", "min") }

    /// "+2 Min." / "+2 min"
    func delayValue(_ minutes: Int) -> String {
        pick("+\(minutes) Min.", "+\(minutes) min")
    }

    /// "Abfahrt in 5 Min." / "Departs in 5 min"; "Abfahrt jetzt" / "Departing now" at zero.
    func departsIn(_ minutes: Int) -> String {
        minutes <= 0 ? pick("Abfahrt jetzt", "Departing now") : pick("Abfahrt in \(minutes) Min.", "Departs in \(minutes) min")
    }

    func occupancy(_ level: OccupancyLevel) -> String {
        switch level {
        case .low: return pick("gering", "low")
        case .medium: return pick("mittel", "medium")
        case .high: return pick("hoch", "high")
        case .full: return pick("voll", "full")
        }
    }

    func tripPhase(_ phase: TripPhase) -> String {
        switch phase {
        case .beforeDeparture: return pick("vor Abfahrt", "before departure")
        case .inProgress: return pick("unterwegs", "in progress")
        case .arrived: return pick("angekommen", "arrived")
        }
    }

    // MARK: Ride (seed 004)

    var stopRideButton: String { pick("Fahrt beenden", "Stop ride") }
    var battery: String { pick("Akku", "Battery") }
    var fault: String { pick("Störung", "Fault") }
    var noFault: String { pick("keine Störung", "no fault") }

    func ridePhase(_ phase: RidePhase) -> String {
        switch phase {
        case .connecting: return pick("verbindet", "connecting")
        case .connected: return pick("verbunden", "connected")
        case .reconnecting: return pick("verbindet neu", "reconnecting")
        case .rescanning: return pick("sucht", "rescanning")
        case .disconnected: return pick("getrennt", "disconnected")
        }
    }

    // MARK: Generic

    /// "in 12 Min." / "in 12 min"
    func inMinutes(_ minutes: Int) -> String {
        minutes <= 0 ? now : pick("in \(minutes) Min.", "in \(minutes) min")
    }

    // MARK: States

    /// "veraltet · aktualisiert vor 3 Min." / "stale · updated 3 min ago"
    func stale(minutesAgo: Int) -> String {
        pick("veraltet · aktualisiert vor \(minutesAgo) Min.", "stale · updated \(minutesAgo) min ago")
    }

    /// "beendet · verschwindet um 18:45" / "ended · on screen until 18:45"
    func ended(dismissedAt time: String?) -> String {
        guard let time else { return pick("beendet", "ended") }
        return pick("beendet · verschwindet um \(time)", "ended · on screen until \(time)")
    }

    func activityState(_ state: ActivityState) -> String {
        switch state {
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
    var noEvents: String { pick("noch keine Ereignisse", "no events yet") }
    func more(_ count: Int) -> String { pick("+\(count) weitere", "+\(count) more") }
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
    var confirmEndAll: String { pick("Alle Live-Aktivitäten beenden?", "End all Live Activities?") }
    var authenticate: String { pick("Gesperrt: zum Fortfahren authentifizieren", "Locked: authenticate to continue") }
    var authHint: String { pick("y / Enter bestätigen, jede andere Taste bricht ab", "y / Enter to confirm, any other key cancels") }
    var helpTitle: String { pick("Tasten", "Keys") }
    var helpClose: String { pick("? oder Esc schließt", "? or Esc closes") }

    // MARK: Keys (DESIGN §6)

    func keyHelp(_ key: KeyAction) -> String {
        switch key {
        case .select: return pick("Aktivität wählen", "select an activity")
        case .expand: return pick("Island erweitern (gedrückt halten)", "expand the island (touch and hold)")
        case .stop: return pick("Beenden / Stop ride (gesperrt: erst authentifizieren)", "End / Stop ride (asks to authenticate when locked)")
        case .endAll: return pick("alle Aktivitäten beenden", "end all activities")
        case .dismiss: return pick("vom Sperrbildschirm entfernen", "dismiss from the Lock Screen")
        case .lock: return pick("sperren / entsperren", "lock / unlock")
        case .theme: return pick("nächstes Thema", "next theme")
        case .phone: return pick("Telefonansicht ein/aus", "phone view on/off")
        case .standby: return pick("StandBy ein/aus", "StandBy on/off")
        case .pause: return pick("Simulator anhalten / weiter", "pause / resume the simulator")
        case .speed: return pick("Simulator schneller / langsamer", "simulator faster / slower")
        case .help: return pick("diese Hilfe", "this help")
        case .quit: return pick("Programm verlassen", "quit")
        case .click: return pick("Klick auf den Knopf = b", "click on the button = b")
        }
    }

    /// The short footer word for a key.
    func keyHint(_ key: KeyAction, locked: Bool, paused: Bool) -> String {
        switch key {
        case .select: return pick("wählen", "select")
        case .expand: return pick("erweitern", "expand")
        case .stop: return pick("Beenden", "end")
        case .endAll: return pick("alle beenden", "end all")
        case .dismiss: return pick("entfernen", "dismiss")
        case .lock: return locked ? pick("entsperren", "unlock") : pick("sperren", "lock")
        case .theme: return pick("Thema", "theme")
        case .phone: return pick("Telefon", "phone")
        case .standby: return "StandBy"
        case .pause: return paused ? pick("weiter", "resume") : pick("Pause", "pause")
        case .speed: return pick("Tempo", "speed")
        case .help: return pick("Hilfe", "help")
        case .quit: return pick("Ende", "quit")
        case .click: return pick("Klick", "click")
        }
    }

    var spaceKey: String { pick("Leertaste", "Space") }
    var mouse: String { pick("Maus", "Mouse") }
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
        case .nothingToDismiss: return pick("nichts zu entfernen", "nothing to dismiss")
        }
    }
}
