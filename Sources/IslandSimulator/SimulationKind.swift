/// What `--simulate` and `island simulate` play: one simulated app, or several at once.
package enum SimulationKind: String, CaseIterable, Hashable, Sendable {
    /// The RNV 5 tram trip of the transit scenario (docs/scenarios.md).
    case trip
    /// The board ride of the board-ride scenario (docs/scenarios.md).
    case ride
    /// The food delivery of the delivery scenario (docs/scenarios.md).
    case delivery
    /// The workout timer of the workout and courier scenario (docs/scenarios.md).
    case workout
    /// An AlarmKit kitchen timer (iOS 26): countdown, pause, the alert, repeat, stop.
    case alarm
    /// All four at once, from four apps with different relevance scores.
    case all

    /// The kinds as a usage line shows them: `trip|ride|delivery|workout|alarm|all`.
    package static var usage: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// Parses a command-line word, or says what was expected.
    package static func parse(_ word: String) -> Result<SimulationKind, SimulationKindError> {
        SimulationKind(rawValue: word).map { .success($0) } ?? .failure(SimulationKindError(word: word))
    }
}
