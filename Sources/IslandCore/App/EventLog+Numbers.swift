/// Entries by number: the first entry ever added is 0, and a number keeps naming its entry
/// while newer ones arrive and older ones are dropped.
extension EventLog {
    /// The number of the oldest entry still kept.
    package var firstNumber: Int { total - entries.count }

    /// The number of the entry at `index` of `entries`.
    package func number(at index: Int) -> Int { firstNumber + index }

    /// The entry with `number`, if it is still kept.
    package func entry(number: Int) -> LogEntry? {
        let index = number - firstNumber
        return entries.indices.contains(index) ? entries[index] : nil
    }
}
