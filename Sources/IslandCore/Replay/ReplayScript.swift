import Foundation

/// Turns a recorded or hand-written NDJSON stream into timed lines for `island replay`.
/// A `--record` file carries each line's arrival time. A plain file of push payloads is timed
/// by `aps.timestamp`; a line without one (a bare state, a broken line) comes with the line
/// before it, and the first timed line sets the start for everything before it.
public enum ReplayScript {
    public static func items(fromLines lines: [[UInt8]], file: String) -> [ReplayItem] {
        var items: [ReplayItem] = []
        var pendingUntimed: [IncomingLine] = []
        var lastTime: Date?
        for (offset, bytes) in lines.enumerated() {
            let number = offset + 1
            let object = try? JSONParser.parse(bytes).objectValue
            if let object, let record = RecordedLine(object) {
                let line = IncomingLine(body: record.body, source: .replay, number: number)
                items.append(ReplayItem(time: record.arrival, line: line))
                lastTime = record.arrival
                continue
            }
            let line = IncomingLine(body: .bytes(bytes), source: .replay, number: number)
            if let timestamp = object?["aps"]?.objectValue?["timestamp"]?.doubleValue, timestamp < 100_000_000_000 {
                let time = Date(timeIntervalSince1970: timestamp)
                let start = min(time, lastTime ?? time)
                items += pendingUntimed.map { ReplayItem(time: start, line: $0) }
                pendingUntimed.removeAll()
                // A push older than the one before is still fed in file order: the lifecycle
                // must see it (and ignore it) where it stood.
                let feedTime = max(time, lastTime ?? time)
                items.append(ReplayItem(time: feedTime, line: line))
                lastTime = feedTime
            } else if let lastTime {
                items.append(ReplayItem(time: lastTime, line: line))
            } else {
                pendingUntimed.append(line)
            }
        }
        let fallback = Date(timeIntervalSince1970: 0)
        items += pendingUntimed.map { ReplayItem(time: fallback, line: $0) }
        return items
    }
}
