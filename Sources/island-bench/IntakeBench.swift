import Foundation
import IslandCore
import IslandJSON

/// The intake: each line parsed once into a `JSONDocument` tape, the envelope, `aps` and the
/// content state decoded from it through the type's schema, checked and applied to the
/// lifecycle. In process, and end to end as `island send` into a headless dashboard (every
/// line answered, the events pane's log written as NDJSON), against `jq -c .` on the same
/// file; `island lint` has a section of its own (`LintBench`). The target:
/// half of jq's time.
enum IntakeBench {
    static func run(_ trip: TripLines, options: BenchOptions) {
        Report.section("Intake (one JSONDocument parse per line, schema decoding from the tape, lifecycle)")
        let lines = Array(trip.lines.prefix(options.quick ? 5_000 : 20_000))
        let intake = Benchmark(name: "island: decode + validate + apply", itemsPerCall: lines.count, unit: "lines") {
            var system = LiveActivitySystem()
            for (index, line) in lines.enumerated() {
                let incoming = IncomingLine(body: .bytes(line), source: .stdin, number: index + 1)
                if case .success(let push) = PushDecoder.decode(incoming) {
                    _ = system.receive(push, now: push.timestamp ?? TripLines.start)
                }
            }
        }.run(runs: 3, minimumSeconds: 0.01)
        let parseOnly = Benchmark(name: "peer: JSONSerialization parse only", itemsPerCall: lines.count, unit: "lines") {
            for line in lines { _ = try? JSONSerialization.jsonObject(with: Data(line)) }
        }.run(runs: 3, minimumSeconds: 0.01)
        Report.compare("One line from bytes to the lifecycle, in process", intake, against: parseOnly,
                       target: "10 000 lines in \(Report.format(10_000 / intake.itemsPerSecond * 1000, 0)) ms")

        print("End to end on the file (wall time, jq best of 3; target: half of jq's time)")
        guard let island = ExternalRun.island(for: "island send") else { return }
        let jq = ExternalRun.find("jq").map { ExternalRun.best("\($0) -c . \(trip.file) > /dev/null", runs: 3) }
        let send = SendBench.sendIntoHeadless(island: island, file: trip.file)?.seconds
        Report.value("island send FILE → run --headless --socket", send.map { Report.milliseconds($0) } ?? "failed")
        if let jq, jq.status == 0 {
            Report.value("peer: jq -c . FILE > /dev/null", describe(jq))
            if let send { Report.value("send against jq", "\(Report.format(jq.seconds / send, 2))× jq's speed   (target ≥ 2×)") }
        } else {
            Report.skipped("peer: jq -c . FILE > /dev/null", because: "jq is not installed")
        }
        print("")
    }

    static func describe(_ run: ExternalRun) -> String {
        Report.milliseconds(run.seconds) + " (CPU \(Report.milliseconds(run.cpuSeconds)))"
            + (run.peakBytes.map { ", peak \($0 / 1_048_576) MB" } ?? "")
    }
}
