/// The entries an `EventLog` keeps, oldest first. A ring: once the log is full, a new entry
/// takes the oldest one's place, so adding costs the same however many are kept (dropping
/// the first element of an array moves all the others, on every line of a flood).
package struct EventLogEntries: RandomAccessCollection, Hashable, Sendable {
    private var storage: [LogEntry] = []
    /// Where the oldest entry is in `storage` (0 until the ring is full).
    private var head = 0

    package init() {}

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count }

    package subscript(position: Int) -> LogEntry {
        // Read in place (`_read`): a reader that only looks at an entry (the headless writer,
        // the events pane) does not copy its every reference.
        _read {
            precondition(position >= 0 && position < storage.count, "EventLogEntries index out of range")
            let slot = head + position
            yield storage[slot < storage.count ? slot : slot - storage.count]
        }
    }

    /// Adds `entry`, dropping the oldest when `capacity` are kept already.
    mutating func append(_ entry: LogEntry, capacity: Int) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            // Not full: the ring has not turned yet, so the array's order is the log's.
            storage.append(entry)
            return
        }
        if storage.count > capacity {
            // Never the case for one log's capacity; kept correct all the same.
            storage = Array(self.suffix(capacity - 1))
            head = 0
            storage.append(entry)
            return
        }
        storage[head] = entry
        head += 1
        if head == storage.count { head = 0 }
    }

    package static func == (lhs: EventLogEntries, rhs: EventLogEntries) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}
