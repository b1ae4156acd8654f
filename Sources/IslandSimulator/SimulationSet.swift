import Foundation
import IslandCore

/// The simulations `--simulate KIND` runs, built from one seed and one start time. `all` plays
/// every simulated app at once, a few seconds apart, each with its own activity, app and
/// relevance score (trip 100, ride 75, delivery 50, workout 25), so the compact presentation
/// goes to the most relevant one and the island shows two minimal presentations.
package struct SimulationSet: Sendable {
    /// The seed when none is given: runs are reproducible by default.
    package static let defaultSeed: UInt64 = 1
    /// How far apart the simulated apps of `all` start, so their start alerts do not collide.
    package static let staggering: TimeInterval = 20

    package let kind: SimulationKind
    package let seed: UInt64
    /// The start, truncated to a whole second so every push time is a whole Unix second.
    package let start: Date
    package let simulations: [any ActivitySimulation]

    /// - Parameter languages: the language of each simulated app's texts by bundle identifier
    ///   (see `AppDescription.language(for:)`); an app not named speaks its development language.
    package init(_ kind: SimulationKind, seed: UInt64 = SimulationSet.defaultSeed, start: Date, languages: [String: String] = [:]) {
        let start = Date(timeIntervalSince1970: start.timeIntervalSince1970.rounded(.down))
        self.kind = kind
        self.seed = seed
        self.start = start
        let tripLanguage = languages[TripSimulator.app] ?? "de"
        let rideLanguage = languages[RideSimulator.app] ?? "en"
        switch kind {
        case .trip: simulations = [TripSimulator(seed: seed, start: start, language: tripLanguage)]
        case .ride: simulations = [RideSimulator(seed: seed, start: start, language: rideLanguage)]
        case .delivery: simulations = [DeliverySimulator(seed: seed, start: start)]
        case .workout: simulations = [WorkoutSimulator(seed: seed, start: start)]
        case .alarm: simulations = [AlarmSimulator(seed: seed, start: start)]
        case .all:
            let step = Self.staggering
            simulations = [
                TripSimulator(seed: seed, start: start, language: tripLanguage),
                RideSimulator(seed: seed, start: start.addingTimeInterval(step), language: rideLanguage),
                DeliverySimulator(seed: seed, start: start.addingTimeInterval(2 * step)),
                WorkoutSimulator(seed: seed, start: start.addingTimeInterval(3 * step)),
            ]
        }
    }

    /// Every push of every simulation in timestamp order. What `island simulate --instant` prints.
    package var pushes: [Push] { Self.merge(simulations) }

    /// The pushes of several simulations as one stream in timestamp order; pushes at the same
    /// second keep the order of `simulations`.
    package static func merge(_ simulations: [any ActivitySimulation]) -> [Push] {
        var all: [(time: Date, simulation: Int, index: Int)] = []
        for (number, simulation) in simulations.enumerated() {
            for (index, time) in simulation.schedule.enumerated() { all.append((time, number, index)) }
        }
        all.sort { ($0.time, $0.simulation, $0.index) < ($1.time, $1.simulation, $1.index) }
        return all.map { simulations[$0.simulation].push(at: $0.index) }
    }
}
