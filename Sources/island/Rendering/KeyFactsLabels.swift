import IslandCore
import IslandUI

/// The words of the key-facts renderer in German (as in seed 000) and English.
struct KeyFactsLabels {
    let language: Language

    private func pick(_ german: String, _ english: String) -> String { language == .de ? german : english }

    var stop: String { pick("Beenden", "Stop ride") }
    var current: String { pick("Aktuell", "Now at") }
    var nextStop: String { pick("Nächster Halt", "Next stop") }
    var arrival: String { pick("Ankunft", "Arrival") }
    var delay: String { pick("Verspätung", "Delay") }
    var onTime: String { pick("pünktlich", "on time") }
    var occupancy: String { pick("Auslastung", "Occupancy") }
    var status: String { pick("Status", "Status") }
    var events: String { pick("Ereignisse", "Events") }
    var locked: String { pick("gesperrt", "locked") }
    var unlocked: String { pick("entsperrt", "unlocked") }
    var paused: String { pick("angehalten", "paused") }
    var noActivity: String { pick("Keine Live-Aktivität", "No Live Activity") }
    var nextUpdate: String { pick("nächstes Update", "next update") }
    var every: String { pick("alle", "every") }
    var help: String { pick("Tasten", "Keys") }
    var tooSmall: String { pick("Terminal zu klein", "terminal too small") }
    var confirm: String {
        pick("Beenden bestätigen: y oder Enter entsperrt, jede andere Taste bricht ab",
             "Confirm Stop ride: y or Enter unlocks, any other key cancels")
    }
    var confirmAll: String {
        pick("Alle beenden bestätigen: y oder Enter entsperrt, jede andere Taste bricht ab",
             "Confirm end all: y or Enter unlocks, any other key cancels")
    }

    func minutes(_ count: Int) -> String { pick("\(count) Min.", "\(count) min") }
    func lateBy(_ minutes: Int) -> String { pick("+\(minutes) Min.", "+\(minutes) min") }

    func occupancy(_ level: OccupancyLevel) -> String {
        switch level {
        case .low: return pick("niedrig", "low")
        case .medium: return pick("mittel", "medium")
        case .high: return pick("hoch", "high")
        case .full: return pick("voll", "full")
        }
    }

    func phase(_ phase: TripPhase) -> String {
        switch phase {
        case .beforeDeparture: return pick("vor Abfahrt", "before departure")
        case .inProgress: return pick("unterwegs", "en route")
        case .arrived: return pick("Ziel erreicht", "arrived")
        }
    }

    func state(_ state: ActivityState) -> String {
        switch state {
        case .active: return pick("aktiv", "active")
        case .stale: return pick("veraltet", "stale")
        case .ended: return pick("beendet", "ended")
        case .dismissed: return pick("entfernt", "dismissed")
        }
    }

    /// The keys, as the footer and the help overlay list them.
    var keys: [(String, String)] {
        [
            ("Tab", pick("Aktivität wählen", "select activity")),
            ("Space/e", pick("Insel erweitern", "expand the island")),
            ("b/Enter", stop),
            ("E", pick("alle beenden", "end all")),
            ("x", pick("vom Sperrbildschirm entfernen", "dismiss from the Lock Screen")),
            ("l", pick("sperren/entsperren", "lock/unlock")),
            ("t", pick("nächstes Thema", "next theme")),
            ("p", pick("Simulator anhalten", "pause the simulator")),
            ("+/-", pick("Tempo", "speed")),
            ("?", pick("Hilfe", "help")),
            ("q", pick("beenden", "quit")),
        ]
    }
}
