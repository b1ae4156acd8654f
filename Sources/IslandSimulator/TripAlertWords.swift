import IslandTypes
/// The trip app's alert texts in its two languages (the transit scenario, docs/scenarios.md, is German; the app also has English).
package struct TripAlertWords {
    package let language: String

    private var german: Bool { LanguageResolver.base(of: language) == "de" }

    package func departs(_ minutes: Int, _ stop: String) -> String {
        german ? "Abfahrt in \(minutes) Min. ab \(stop)" : "Departs in \(minutes) min from \(stop)"
    }

    package func delayed(_ minutes: Int) -> String {
        german ? "Verspätung +\(minutes) Min." : "Delayed +\(minutes) min"
    }

    package func nextStop(_ stop: String) -> String {
        german ? "Nächster Halt: \(stop)" : "Next stop: \(stop)"
    }

    package var arrived: String { german ? "Ziel erreicht!" : "Arrived!" }
}
