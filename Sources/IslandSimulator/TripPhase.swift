/// The three phases of a trip (the transit scenario (docs/scenarios.md)): the manager switches them by time.
package enum TripPhase: String, Codable, Hashable, Sendable, CaseIterable {
    case beforeDeparture
    case inProgress
    case arrived
}
