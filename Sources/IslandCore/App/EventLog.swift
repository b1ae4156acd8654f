/// The events pane's history: the newest entries, bounded so a flood cannot grow memory.
package struct EventLog: Hashable, Sendable {
    package let capacity: Int
    package private(set) var entries = EventLogEntries()
    /// How many entries were ever added (the pane shows when older ones were dropped).
    package private(set) var total = 0

    package init(capacity: Int = 500) {
        self.capacity = capacity
    }

    package mutating func append(_ entry: LogEntry) {
        entries.append(entry, capacity: capacity)
        total += 1
    }
}
