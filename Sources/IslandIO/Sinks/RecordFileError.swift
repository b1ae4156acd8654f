import IslandText

/// The `--record` file could not be opened.
package struct RecordFileError: Error, WordedError, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: Sentence

    /// What went wrong, in any language's table.
    package var sentence: Sentence { Sentence(.fileCannotOpenRecord, ["path": path], sentences: ["reason": reason]) }

    package var description: String { sentence.english }
}
