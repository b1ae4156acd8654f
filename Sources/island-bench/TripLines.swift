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
    static func write(_ lines: [[UInt8]], name: String, in directory: URL = runDirectory) throws -> String {
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

    /// This run's own temporary directory.
    static let runDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-\(getpid())")

    /// Writes the three streams the intake is measured on (`count` lines each) into
    /// `directory`, for a profiler run by hand; returns their paths.
    static func writeStreams(count: Int, in directory: URL) throws -> [String] {
        func lines(_ pushes: [Push]) -> [[UInt8]] { pushes.map { Array(PushEncoder.line($0).utf8) } }
        return [
            try write(lines(IntakeStream.trip(count: count, countdown: .consistent)), name: "trip-updates.ndjson", in: directory),
            try write(lines(IntakeStream.trip(count: count, countdown: .drifting)), name: "trip-updates-drifting.ndjson", in: directory),
            try write(lines(IntakeStream.mix(count: count)), name: "type-mix.ndjson", in: directory),
        ]
    }

    var byteCount: Int { lines.reduce(0) { $0 + $1.count + 1 } }

    func remove() {
        try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
    }
}
