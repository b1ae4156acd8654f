import IslandTypes
/// The board app's texts in its languages (English first; the board-ride scenario's app also speaks German).
package struct RideWords {
    package let language: String

    private var german: Bool { LanguageResolver.base(of: language) == "de" }

    package var started: String { german ? "Fahrt gestartet · verbindet" : "Ride started · connecting" }
    package var ended: String { german ? "Fahrt beendet" : "Ride ended" }

    package func faultTitle(_ device: String) -> String { german ? "\(device): Störung" : "\(device): fault" }

    package func status(_ phase: RidePhase, device: String) -> String {
        switch phase {
        case .connecting: return german ? "Verbinde mit \(device)…" : "Connecting to \(device)…"
        case .connected: return german ? "Verbunden" : "Connected"
        case .reconnecting: return german ? "Verbindung verloren · verbinde neu…" : "Connection lost · reconnecting…"
        case .rescanning: return german ? "Suche \(device)…" : "Scanning for \(device)…"
        case .disconnected: return german ? "Getrennt" : "Disconnected"
        }
    }
}
