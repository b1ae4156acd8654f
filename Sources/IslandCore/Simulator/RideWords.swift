/// The board app's texts in its languages (English first; seed 004's app also speaks German).
struct RideWords {
    let language: String

    private var german: Bool { LanguageResolver.base(of: language) == "de" }

    var started: String { german ? "Fahrt gestartet · verbindet" : "Ride started · connecting" }
    var ended: String { german ? "Fahrt beendet" : "Ride ended" }

    func faultTitle(_ device: String) -> String { german ? "\(device): Störung" : "\(device): fault" }

    func status(_ phase: RidePhase, device: String) -> String {
        switch phase {
        case .connecting: return german ? "Verbinde mit \(device)…" : "Connecting to \(device)…"
        case .connected: return german ? "Verbunden" : "Connected"
        case .reconnecting: return german ? "Verbindung verloren · verbinde neu…" : "Connection lost · reconnecting…"
        case .rescanning: return german ? "Suche \(device)…" : "Scanning for \(device)…"
        case .disconnected: return german ? "Getrennt" : "Disconnected"
        }
    }
}
