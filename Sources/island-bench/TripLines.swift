import Foundation
import IslandCore
import IslandSimulator

/// The file the intake paths read: one trip's start, then trip updates (about 355 bytes a
/// line, as the simulator writes them) a tenth of a second apart (`IntakeStream.trip`), each
/// consistent with its timestamp — or, for the drifting stream, each disagreeing with it.
struct TripLines {
    static let start = IntakeStream.start
    let lines: [[UInt8]]
    /// The same lines as an NDJSON file in a temporary directory (removed by `remove()`).
    let file: String

    init(count: Int, countdown: IntakeStream.Countdown = .consistent) throws {
        lines = IntakeStream.trip(count: count, countdown: countdown).map { Array(PushEncoder.line($0).utf8) }
        file = try Self.write(lines, name: countdown == .consistent ? "trip-updates.ndjson" : "trip-updates-drifting.ndjson")
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
