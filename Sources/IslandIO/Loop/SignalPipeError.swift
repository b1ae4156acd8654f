import IslandText

/// The self-pipe could not be set up (out of descriptors).
package struct SignalPipeError: Error, WordedError, CustomStringConvertible, Sendable {
    package let sentence: Sentence
    package var description: String { sentence.english }
}
