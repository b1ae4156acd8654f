import IslandCore

/// What `island send` has to say, as it happens.
package enum SendOutput: Hashable, Sendable {
    /// A line the dashboard sent (an ack, a reply, an intent, a lifecycle change): standard output.
    case received(String)
    /// Something the sender noticed itself (a line not sent, the connection lost): standard error.
    case problem(String)
}

extension SendOutput {
    /// The same output safe to print: a received line with every control as a JSON `\uXXXX`
    /// escape (a dashboard writes none raw, but whatever answers on the socket decides what
    /// it sends), a problem with its controls escaped as text (it may name a file).
    package var escaped: SendOutput {
        switch self {
        case .received(let line): return .received(UntrustedText.json(line))
        case .problem(let text): return .problem(UntrustedText.line(text))
        }
    }
}
