import IslandText
/// A `--simulate` word that names no simulation.
package struct SimulationKindError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    package let word: String

    package init(word: String) {
        self.word = word
    }

    package var sentence: Sentence { Sentence(.simulationUnknown, ["word": word, "kinds": SimulationKind.usage]) }

    package var description: String { sentence.english }
}
