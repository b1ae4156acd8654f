/// The trip app's alert texts in its two languages (seed 000 is German; the app also has English).
struct TripAlertWords {
    let language: String

    private var german: Bool { LanguageResolver.base(of: language) == "de" }

    func departs(_ minutes: Int, _ stop: String) -> String {
        german ? "Abfahrt in \(minutes) Min. ab \(stop)" : "Departs in \(minutes) min from \(stop)"
    }

    func delayed(_ minutes: Int) -> String {
        german ? "Verspätung +\(minutes) Min." : "Delayed +\(minutes) min"
    }

    func nextStop(_ stop: String) -> String {
        german ? "Nächster Halt: \(stop)" : "Next stop: \(stop)"
    }

    var arrived: String { german ? "Ziel erreicht!" : "Arrived!" }
}
