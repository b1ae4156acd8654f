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

    package var summary: String {
        switch state {
        case .running: return name
        case .following: return "\(name): following"
        case .waitingForFile: return "\(name): waiting for the file"
        case .clients(let count): return "\(name): \(count) client\(count == 1 ? "" : "s")"
        case .endOfInput: return "\(name): EOF"
        case .failed(let reason): return "\(name): \(reason)"
        }
    }
}
