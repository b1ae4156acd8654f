import IslandText

/// The intents file could not be opened (`--intents FILE`).
package struct IntentFileError: Error, WordedError, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: Sentence

    /// What went wrong, in any language's table.
    package var sentence: Sentence { Sentence(.fileCannotOpenIntents, ["path": path], sentences: ["reason": reason]) }

    package var description: String { sentence.english }
}
