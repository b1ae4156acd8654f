import IslandCore
import IslandJSON

/// A line the dashboard sent `island send`, parsed once: its bytes, the JSON object they are
/// (when they are one) and, for an `ack` or `reply` to a line this client sent, the input line
/// it answers. What is printed reads this one parse: the JSON (`appendJSON`) and the text for
/// a person (`SendAnswerText` in the executable).
package struct SendAnswer: Sendable {
    /// The line as received, without its `\n`.
    package let line: [UInt8]
    /// The line parsed, when it is a JSON object.
    package let message: JSONNode?
    /// The input line an answer to a line sent answers (`SendClient` names it); nil for every
    /// other line (intents, lifecycle changes, what the client cannot place).
    package var origin: SendOrigin?

    package init(line: [UInt8], origin: SendOrigin? = nil) {
        self.line = line
        let root = (try? JSONDocument(parsing: line))?.root
        message = root?.kind == .object ? root : nil
        self.origin = origin
    }

    /// For an `ack` or a `reply`: the dashboard's count of the line it answers, and whether
    /// that line was applied (an `ack`); nil for every other line.
    package var verdict: (line: Int, applied: Bool)? {
        guard let message, let line = message["line"]?.exactInt, let type = message["type"] else { return nil }
        if type.stringEquals("ack") { return (line, true) }
        if type.stringEquals("reply") { return (line, false) }
        return nil
    }
}

/// Equal when the lines and origins are: the parse is the line's.
extension SendAnswer: Hashable {
    package static func == (lhs: SendAnswer, rhs: SendAnswer) -> Bool {
        lhs.line == rhs.line && lhs.origin == rhs.origin
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(origin)
    }
}
