import IslandText
/// Why a theme file named with `--theme FILE` could not be read.
package struct ThemeLocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: Sentence

    package init(path: String, reason: Sentence) {
        self.path = path
        self.reason = reason
    }

    package var sentence: Sentence { Sentence(.sourcePathProblemSentence, ["path": path], sentences: ["reason": reason]) }

    package var description: String { sentence.english }
}
