import IslandText

/// The `--log` file could not be opened.
package struct LogFileError: Error, WordedError, CustomStringConvertible, Sendable {
    package let path: String
    package let reason: Sentence

    /// What went wrong, in any language's table.
    package var sentence: Sentence { Sentence(.fileCannotOpenLog, ["path": path], sentences: ["reason": reason]) }

    package var description: String { sentence.english }
}
