import IslandSwiftSource
import IslandText

/// Something of the widget island could not draw as iOS would, with where it is written: a
/// sentence of the string tables, English in machine outputs (`render --json`, stderr).
package struct WidgetWarning: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var sentence: Sentence

    package init(file: String, line: Int, _ sentence: Sentence) {
        self.file = file
        self.line = line
        self.sentence = sentence
    }

    /// What it says, in English.
    package var message: String { sentence.english }

    /// `Widget.swift:12: …`, as one sentence.
    package var located: Sentence {
        Sentence(.widgetWarningLine, ["file": file, "line": String(line)], sentences: ["message": sentence])
    }

    package var description: String { located.english }
}
