import IslandText

/// Something the attributes reader says about a Swift file, at a line: a `warning` when it
/// could not model a construct (the type that needs it is then not validated), a `note` for
/// what it assumed (the first branch of an `#if`, a property Codable skips). The words are a
/// sentence of the string tables: the events pane says them in the screen's language, stderr
/// and machine outputs in English.
package struct SwiftSourceNote: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable {
        case warning
        case note

        var key: StringKey { self == .warning ? .swiftKindWarning : .swiftKindNote }
    }

    package var file: String
    package var line: Int
    package var kind: Kind
    package var sentence: Sentence

    package init(file: String, line: Int, kind: Kind, _ sentence: Sentence) {
        self.file = file
        self.line = line
        self.kind = kind
        self.sentence = sentence
    }

    /// What it says, in English.
    package var message: String { sentence.english }

    /// `Trip.swift:12: warning: …`, as compilers write it, as one sentence.
    package var located: Sentence {
        Sentence(.swiftNoteLine, ["file": file, "line": String(line)], sentences: ["kind": Sentence(kind.key), "message": sentence])
    }

    /// `Trip.swift:12: warning: …`, in English.
    package var description: String { located.english }
}
