/// A `--simulate` word that names no simulation.
public struct SimulationKindError: Error, Hashable, Sendable, CustomStringConvertible {
    public let word: String

    public init(word: String) {
        self.word = word
    }

    public var description: String {
        "unknown simulation \"\(word)\": expected one of \(SimulationKind.usage)"
    }
}
