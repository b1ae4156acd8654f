/// The events pane's history: the newest entries, bounded so a flood cannot grow memory.
public struct EventLog: Hashable, Sendable {
    public let capacity: Int
    public private(set) var entries: [LogEntry] = []
    /// How many entries were ever added (the pane shows when older ones were dropped).
    public private(set) var total = 0

    public init(capacity: Int = 500) {
        self.capacity = capacity
    }

    public mutating func append(_ entry: LogEntry) {
        entries.append(entry)
        total += 1
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
}
