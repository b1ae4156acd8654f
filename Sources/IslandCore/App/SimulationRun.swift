import Foundation

/// A simulation and how far the run loop has played it.
package struct SimulationRun: Sendable {
    package var simulation: any ActivitySimulation
    /// The time of the last push played; nil before the first.
    package var playedThrough: Date?
    /// Set when the user ended the activity: the simulated app stops sending its schedule.
    package var stopped = false
    /// The simulated app's answer to the user's intent: its end push, due at a moment.
    package var response: (due: Date, pushes: [Push])?

    package init(_ simulation: any ActivitySimulation) {
        self.simulation = simulation
    }

    package var nextPushTime: Date? {
        stopped ? nil : simulation.nextPushTime(after: playedThrough)
    }
}
