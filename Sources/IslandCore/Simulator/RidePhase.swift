/// The board connection phases of seed 004.
package enum RidePhase: String, Codable, Hashable, Sendable, CaseIterable {
    case connecting
    case connected
    case reconnecting
    case rescanning
    case disconnected
}
