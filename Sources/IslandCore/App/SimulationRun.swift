import Foundation

/// A simulation and how far the run loop has played it.
package struct SimulationRun: Sendable {
    package let simulation: any ActivitySimulation
    /// The time of the last push played; nil before the first.
    package var playedThrough: Date?
    /// Set when the user ended the activity: the simulated app stops the trip.
    package var stopped = false

    package init(_ simulation: any ActivitySimulation) {
        self.simulation = simulation
    }

    package var nextPushTime: Date? {
        stopped ? nil : simulation.nextPushTime(after: playedThrough)
    }
}
