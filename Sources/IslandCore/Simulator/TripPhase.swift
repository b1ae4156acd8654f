/// The three phases of a trip (seed 000): the manager switches them by time.
package enum TripPhase: String, Codable, Hashable, Sendable, CaseIterable {
    case beforeDeparture
    case inProgress
    case arrived
}
