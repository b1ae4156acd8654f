import Foundation

/// The moments of an app's priority-10 updates within the last `window` (`UpdateBudget`), kept
/// so that memory and time per update do not grow with a long stream: in time order, repeated
/// moments as one entry with a count (lint without timestamps puts every payload at the same
/// moment), and the entries that fall out of the window dropped from the front without
/// moving the rest.
struct RecentTimes: Sendable {
    private var moments: [(date: Date, count: Int)] = []
    /// Entries before `start` are dropped; they are removed in bulk once they are many.
    private var start = 0
    /// How many updates the kept entries stand for.
    private(set) var count = 0

    /// Adds an update at `time` and keeps only those within `window` before it and not after
    /// it — a stream that goes back in time (a replay's seek) forgets what lies ahead.
    mutating func add(_ time: Date, window: TimeInterval) {
        while start < moments.count, !(time.timeIntervalSince(moments[start].date) < window) {
            count -= moments[start].count
            start += 1
        }
        while moments.count > start, let last = moments.last, !(last.date <= time) {
            count -= last.count
            moments.removeLast()
        }
        if moments.count > start, moments[moments.count - 1].date == time {
            moments[moments.count - 1].count += 1
        } else {
            moments.append((time, 1))
        }
        count += 1
        if start > 1024, start * 2 > moments.count {
            moments.removeFirst(start)
            start = 0
        }
    }

    /// The kept moments, oldest first, each as often as it occurred.
    var dates: [Date] {
        moments[start...].flatMap { Array(repeating: $0.date, count: $0.count) }
    }
}

extension RecentTimes: Hashable {
    static func == (lhs: RecentTimes, rhs: RecentTimes) -> Bool {
        lhs.count == rhs.count && lhs.moments[lhs.start...].elementsEqual(rhs.moments[rhs.start...]) { $0.date == $1.date && $0.count == $1.count }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for moment in moments[start...] {
            hasher.combine(moment.date)
            hasher.combine(moment.count)
        }
    }
}
