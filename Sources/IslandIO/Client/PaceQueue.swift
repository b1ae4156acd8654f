import Foundation
import IslandCore

/// `island send --pace`: holds each line until its time comes — the gap between its
/// `aps.timestamp` and the first line's, divided by the speed, after the first line went
/// out (see `PushPacing` for lines without a usable timestamp or older than the one before).
/// Times are seconds on a monotonic clock the caller passes in.
struct PaceQueue<Tag> {
    let speed: Double
    private var pacing = PushPacing()
    /// The first timed line's timestamp and when it was due.
    private var origin: (timestamp: Date, due: Double)?
    private var lastDue = -Double.infinity
    private var lines: [(due: Double, bytes: [UInt8], tag: Tag)] = []
    private var head = 0
    /// Bytes waiting: the sender stops reading its input while this is large.
    private(set) var byteCount = 0

    init(speed: Double) {
        precondition(speed > 0 && speed.isFinite)
        self.speed = speed
    }

    var isEmpty: Bool { head >= lines.count }
    var count: Int { lines.count - head }

    /// When the next line is due; nil when none waits.
    var nextDue: Double? { isEmpty ? nil : lines[head].due }

    /// Queues a line read at `now`; `tag` goes with it (where it came from).
    mutating func add(_ bytes: [UInt8], tag: Tag, now: Double) {
        var due = lastDue
        if let time = pacing.time(of: bytes) {
            if let origin {
                due = origin.due + time.timeIntervalSince(origin.timestamp) / speed
            } else {
                // The first timed line goes at once (or after the untimed lines before it).
                due = max(now, lastDue)
                origin = (time, due)
            }
        }
        lastDue = max(due, lastDue)
        lines.append((lastDue, bytes, tag))
        byteCount += bytes.count
    }

    /// The lines due by `now`, in order.
    mutating func takeDue(now: Double) -> [(bytes: [UInt8], tag: Tag)] {
        var due: [(bytes: [UInt8], tag: Tag)] = []
        while head < lines.count, lines[head].due <= now {
            due.append((lines[head].bytes, lines[head].tag))
            byteCount -= lines[head].bytes.count
            head += 1
        }
        if head == lines.count {
            lines.removeAll(keepingCapacity: true)
            head = 0
        }
        return due
    }
}
