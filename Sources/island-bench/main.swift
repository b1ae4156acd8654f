import Foundation

// island's performance record: each path against its peer measured in the same run, so the
// ratio means the same on any machine. `swift run -c release island-bench` for the README's
// table; `--quick` for a CI-sized run; section names to run only some.

let options: BenchOptions
do {
    options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    print(error)
    exit(2)
}

if let directory = options.streamsDirectory {
    do {
        for file in try TripLines.writeStreams(count: options.fileLines, in: URL(fileURLWithPath: directory)) { print(file) }
        exit(0)
    } catch {
        print("cannot write the streams: \(error)")
        exit(1)
    }
}

print("island-bench\(options.quick ? " --quick" : "") — \(ProcessorName.current), "
    + "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)")

if options.runs("parse") || options.runs("intake") || options.runs("lint") || options.runs("send") {
    do {
        let trip = try TripLines(count: options.fileLines)
        defer { trip.remove() }
        if options.runs("parse") { ParseBench.run(trip, options: options) }
        if options.runs("intake") { IntakeBench.run(trip, options: options) }
        if options.runs("lint") { LintBench.run(trip, options: options) }
        if options.runs("send") { SendBench.run(trip, options: options) }
    } catch {
        print("cannot write the trip-update file: \(error)")
    }
}
if options.runs("frame") { FrameBench.run(options: options) }
if options.runs("frame") || options.runs("widget") { WidgetFrameBench.run(options: options) }
if options.runs("trickle") { LoopBench.trickle(options: options) }
if options.runs("latency") { LoopBench.latency(options: options) }
if options.runs("idle") { IdleBench.run(options: options) }
if options.runs("startup") { StartupBench.run(options: options) }
if options.runs("apns") { APNsBench.run(options: options) }
