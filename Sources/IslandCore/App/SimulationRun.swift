import Foundation

/// A simulation and how far the run loop has played it.
public struct SimulationRun: Sendable {
    public let simulation: any ActivitySimulation
    /// The time of the last push played; nil before the first.
    public var playedThrough: Date?
    /// Set when the user ended the activity: the simulated app stops the trip.
    public var stopped = false

    public init(_ simulation: any ActivitySimulation) {
        self.simulation = simulation
    }

    public var nextPushTime: Date? {
        stopped ? nil : simulation.nextPushTime(after: playedThrough)
    }
}
