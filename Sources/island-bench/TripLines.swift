import Foundation
import IslandCore
import IslandJSON
import IslandSimulator

/// The file the intake paths read: one trip's start, then trip updates (about 355 bytes a
/// line, as the simulator writes them) a tenth of a second apart, so all stay within the
/// 8-hour limit and in order, each consistent with its timestamp.
struct TripLines {
    static let start = Date(timeIntervalSince1970: 1_764_417_600)
    let lines: [[UInt8]]
    /// The same lines as an NDJSON file in a temporary directory (removed by `remove()`).
    let file: String

    init(count: Int) throws {
        let trip = TripSimulator(seed: 42, start: Self.start)
        let updates = Array(1..<(trip.schedule.count - 1))
        var lines: [[UInt8]] = [Array(PushEncoder.line(trip.push(at: 0)).utf8)]
        lines.reserveCapacity(count)
        while lines.count < count {
            let index = updates[(lines.count - 1) % updates.count]
            let push = Self.update(trip, at: index, timestamp: trip.schedule[0].addingTimeInterval(Double(lines.count) / 10))
            lines.append(Array(PushEncoder.line(push).utf8))
        }
        self.lines = lines
        file = try Self.write(lines, name: "trip-updates.ndjson")
    }

    /// The trip's update `index` sent at `timestamp` instead of its own time, stale two
    /// minutes later. The next stop's time moves with the timestamp, as a real trip's
    /// countdown does: left at the simulator's schedule, every line would disagree with its
    /// own remainingTime and draw a WARN_INCONSISTENT_CONTENT no real stream has.
    static func update(_ trip: TripSimulator, at index: Int, timestamp: Date) -> Push {
        var push = trip.push(at: index)
        var state = trip.state(at: trip.schedule[index])
        state.nextStopTime.addTimeInterval(timestamp.timeIntervalSince(trip.schedule[index]))
        push.contentState = JSONNode(state.json)
        push.timestamp = timestamp
        push.staleDate = timestamp.addingTimeInterval(120)
        return push
    }

    /// Writes `lines` as an NDJSON file called `name` in this run's temporary directory.
    static func write(_ lines: [[UInt8]], name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name).path
        var data = Data()
        data.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            data.append(contentsOf: line)
            data.append(0x0A)
        }
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    var byteCount: Int { lines.reduce(0) { $0 + $1.count + 1 } }

    func remove() {
        try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
    }
}
