import IslandCore
import IslandText

/// What `island send` has to say, as it happens.
package enum SendOutput: Hashable, Sendable {
    /// A line the dashboard sent (an ack, a reply, an intent, a lifecycle change): standard output.
    case received(SendAnswer)
    /// Something the sender noticed itself (a line not sent, the connection lost): standard error.
    case problem(Sentence)
}

extension SendOutput {
    /// The same output safe to print: a problem with its controls escaped as text (it may name
    /// a file). A received line is escaped as it is written: `SendAnswer.appendJSON` escapes
    /// every control, the text of `island send` sanitises every field it shows.
    package var escaped: SendOutput {
        switch self {
        case .received: return self
        case .problem(let sentence): return .problem(sentence.mappingTexts(UntrustedText.line))
        }
    }
}
