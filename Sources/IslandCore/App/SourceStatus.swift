import IslandText
/// What the status line says about one input source.
package struct SourceStatus: Hashable, Sendable {
    package enum State: Hashable, Sendable {
        case running
        case following
        case waitingForFile
        case clients(Int)
        case endOfInput
        case failed(String)
    }

    /// A short name, e.g. `sim`, `tail trips.ndjson`, `socket`, `stdin`.
    package let name: String
    package var state: State

    package init(name: String, state: State) {
        self.name = name
        self.state = state
    }

    /// The English wording (the log's, the machine outputs').
    package var summary: String { words(.en, name: name) }
}
