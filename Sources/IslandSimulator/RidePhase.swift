/// The board connection phases of the board-ride scenario (docs/scenarios.md).
package enum RidePhase: String, Codable, Hashable, Sendable, CaseIterable {
    case connecting
    case connected
    case reconnecting
    case rescanning
    case disconnected
}
