import Foundation
import IslandCore
import IslandIO
import IslandJSON

/// Parsing the trip-update file: the one-pass document against a `JSONValue` tree built from it,
/// Foundation's two JSON readers, and jq and python3 on the same file.
enum ParseBench {
    static func run(_ trip: TripLines, options: BenchOptions) {
        Report.section("Parse: \(trip.lines.count) trip updates, \(trip.byteCount / trip.lines.count) bytes a line")
        // In process on a sample (the per-line cost is what counts); the whole file below.
        let lines = Array(trip.lines.prefix(options.quick ? 10_000 : 50_000))
        print("In process, \(lines.count) lines in memory (median of 5)")
        let document = Benchmark(name: "island: JSONDocument (one pass, tape)", itemsPerCall: lines.count, unit: "lines") {
            for line in lines { _ = try? JSONDocument(parsing: line) }
        }.run(runs: 5)
        let sized = Benchmark(name: "island: JSONDocument + compact size", itemsPerCall: lines.count, unit: "lines") {
            var total = 0
            for line in lines { total &+= (try? JSONDocument(parsing: line))?.root.compactSize ?? 0 }
            precondition(total > 0)
        }.run(runs: 5)
        let tree = Benchmark(name: "JSONParser (JSONDocument + JSONValue tree)", itemsPerCall: lines.count, unit: "lines") {
            for line in lines { _ = try? JSONParser.parse(line) }
        }.run(runs: 5)
        let foundation = Benchmark(name: "peer: JSONSerialization", itemsPerCall: lines.count, unit: "lines") {
            for line in lines { _ = try? JSONSerialization.jsonObject(with: Data(line)) }
        }.run(runs: 5)
        let decoder = JSONDecoder()
        let codable = Benchmark(name: "peer: JSONDecoder, Codable trip push", itemsPerCall: lines.count, unit: "lines") {
            for line in lines { _ = try? decoder.decode(TripPushPayload.self, from: Data(line)) }
        }.run(runs: 5)
        Report.compare("JSONDocument against a JSONValue tree", document, against: tree, target: "what the intake saves by reading the tape")
        Report.compare("JSONDocument against JSONSerialization", document, against: foundation, target: "faster than Foundation")
        Report.compare("JSONDocument + compact size against JSONDecoder", sized, against: codable,
                       target: "what decoding a push costs with Codable")

        // Whole programs on the file: read it, split it into lines, parse each.
        print("The file, read and parsed whole (best of 3, wall time; CPU time in brackets)")
        var islandCPU = Double.infinity
        let islandSeconds = bestWallTime(runs: 3, cpu: &islandCPU) {
            guard let data = FileManager.default.contents(atPath: trip.file) else { return }
            var splitter = LineSplitter()
            var parsed = 0
            for line in splitter.append(Array(data)) {
                if case .bytes(let bytes) = line, (try? JSONDocument(parsing: bytes)) != nil { parsed += 1 }
            }
            precondition(parsed == trip.lines.count, "\(parsed) of \(trip.lines.count) lines parsed")
        }
        Report.value("island: read + split + JSONDocument", Report.milliseconds(islandSeconds) + " (\(Report.milliseconds(islandCPU)))")
        let peers: [(name: String, tool: String, command: (String, String) -> String)] = [
            ("peer: jq -c . FILE > /dev/null", "jq", { jq, file in "\(jq) -c . \(file) > /dev/null" }),
            ("peer: python3 json.loads per line", "python3",
             { python, file in "\(python) -c 'import json,sys\nfor l in sys.stdin: json.loads(l)' < \(file)" }),
        ]
        for peer in peers {
            guard let tool = ExternalRun.find(peer.tool) else {
                Report.skipped(peer.name, because: "\(peer.tool) is not installed")
                continue
            }
            let run = ExternalRun.best(peer.command(tool, trip.file), runs: 3)
            guard run.status == 0 else {
                Report.skipped(peer.name, because: "exit status \(run.status)")
                continue
            }
            Report.value(peer.name, Report.milliseconds(run.seconds) + " (\(Report.milliseconds(run.cpuSeconds)))"
                + "   island is \(Report.format(run.seconds / islandSeconds, 1))× as fast")
        }
        print("")
    }

    /// The shortest wall time of `runs` runs, and the least CPU time in `cpu`.
    static func bestWallTime(runs: Int, cpu: inout Double, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let startCPU = Benchmark.threadSeconds()
            body()
            cpu = min(cpu, Benchmark.threadSeconds() - startCPU)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
}
