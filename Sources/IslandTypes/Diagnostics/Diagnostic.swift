import IslandText

/// A code with the sentence that explains it to the person who sent the line: worded in the
/// screen's language in the events pane, in English (`english`) in every machine output (the
/// acks, `--headless`, `--log`, `island lint`).
package struct Diagnostic<Code: Hashable & Sendable>: Error, Hashable, Sendable {
    package let code: Code
    package let message: Sentence
    /// The message's English, worded once for every output that writes it.
    let wording = EnglishWording()

    package init(_ code: Code, _ message: Sentence) {
        self.code = code
        self.message = message
    }

    package static func == (left: Diagnostic, right: Diagnostic) -> Bool {
        left.code == right.code && left.message == right.message
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
    }

    /// A sentence without arguments.
    package init(_ code: Code, _ key: StringKey) {
        self.init(code, Sentence(key))
    }

    /// A sentence of `key` with its text arguments.
    package init(_ code: Code, _ key: StringKey, _ arguments: [String: String], sentences: [String: Sentence] = [:]) {
        self.init(code, Sentence(key, arguments, sentences: sentences))
    }

    /// A message of free text, shown as written in every language: a recording's or a test's
    /// own words, never a decoder's (those are sentences of the tables).
    package init(_ code: Code, text: String) {
        self.init(code, Sentence(.diagnosticText, ["text": text]))
    }

    /// The message as machine outputs write it.
    package var english: String { message.english }
}

package typealias Rejection = Diagnostic<ReasonCode>
package typealias Warning = Diagnostic<WarningCode>
