/// A `--simulate` word that names no simulation.
package struct SimulationKindError: Error, Hashable, Sendable, CustomStringConvertible {
    package let word: String

    package init(word: String) {
        self.word = word
    }

    package var description: String {
        "unknown simulation \"\(word)\": expected one of \(SimulationKind.usage)"
    }
}
