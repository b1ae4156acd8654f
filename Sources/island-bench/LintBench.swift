import Foundation
import IslandCore

/// `island lint FILE > /dev/null` end to end against `jq -c . FILE > /dev/null` on the same
/// file, wall time (each best of a few runs, taken in turns so a busy moment hits both), on
/// the trip-update file and on a mix of four types with schemas. The targets:
/// half of jq's time, peak memory at most 40 MB however long the input.
enum LintBench {
    static func run(_ trip: TripLines, options: BenchOptions) {
        Report.section("Lint (island lint FILE > /dev/null against jq -c . FILE > /dev/null)")
        guard let island = ExternalRun.island(for: "island lint") else { return }
        let jq = ExternalRun.find("jq")
        if jq == nil { Report.skipped("peer: jq -c . FILE > /dev/null", because: "jq is not installed") }
        let runs = 3
        compare("trip updates, \(trip.lines.count) lines", file: trip.file, island: island, jq: jq, runs: runs)
        do {
            let mix = try MixLines(count: options.fileLines)
            defer { mix.remove() }
            compare("four types with schemas, \(options.fileLines) lines", file: mix.file, island: island, jq: jq, runs: runs)
        } catch {
            print("cannot write the type-mix file: \(error)")
        }
        print("")
    }

    static func compare(_ title: String, file: String, island: String, jq: String?, runs: Int) {
        print(title)
        var lints: [ExternalRun] = []
        var peers: [ExternalRun] = []
        for _ in 0..<runs {
            lints.append(ExternalRun.shell("\(island) lint \(file) > /dev/null"))
            if let jq { peers.append(ExternalRun.shell("\(jq) -c . \(file) > /dev/null")) }
        }
        let lint = lints.min { $0.seconds < $1.seconds }!
        // `lint` exits 1 when some payload is not applied: still a complete run.
        Report.value("island lint FILE > /dev/null", IntakeBench.describe(lint) + (lint.status > 1 ? " (exit \(lint.status))" : ""))
        guard let peer = peers.min(by: { $0.seconds < $1.seconds }), peer.status == 0 else { return }
        Report.value("peer: jq -c . FILE > /dev/null", IntakeBench.describe(peer))
        Report.value("lint against jq", "\(Report.format(peer.seconds / lint.seconds, 2))× jq's speed "
            + "(CPU: \(Report.format(peer.cpuSeconds / lint.cpuSeconds, 2))×)   (target ≥ 2×)")
    }
}
