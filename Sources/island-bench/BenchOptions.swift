/// `island-bench [--quick] [SECTION…]`: full sizes by default (the README's table), CI-sized
/// with `--quick`; sections by name to run only some (parse, intake, lint, send, frame,
/// widget (the widget-drawn frames alone; `frame` runs them too), trickle, latency, idle, startup, apns).
/// `--write-streams DIR` writes the intake's streams (`--quick` sized or full) to DIR and runs
/// nothing, so one stream can be fed to `perf` or `valgrind` by hand.
struct BenchOptions {
    static let sections = ["parse", "intake", "lint", "send", "frame", "widget", "trickle", "latency", "idle", "startup", "apns"]

    var quick = false
    var only: Set<String> = []
    /// Where `--write-streams` puts the streams, when given.
    var streamsDirectory: String?

    init(_ arguments: [String]) throws(BenchUsageError) {
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--write-streams":
                guard let directory = arguments.popFirst() else { throw BenchUsageError(message: "--write-streams needs a directory\n\(Self.usage)") }
                streamsDirectory = directory
            case "--help", "-h": throw BenchUsageError(message: Self.usage)
            case _ where Self.sections.contains(argument): only.insert(argument)
            default: throw BenchUsageError(message: "unknown argument \(argument)\n\(Self.usage)")
            }
        }
    }

    func runs(_ section: String) -> Bool { only.isEmpty || only.contains(section) }

    /// Lines of the trip-update file the parsers and the intake read.
    var fileLines: Int { quick ? 20_000 : 200_000 }
    /// Updates trickled into the dashboard at 1 kHz.
    var trickleLines: Int { 2_000 }
    /// Lines whose latency is measured at 1 000 lines/s.
    var latencyLines: Int { quick ? 500 : 3_000 }
    /// Seconds the dashboard sits idle with a live countdown.
    var idleSeconds: Double { quick ? 4 : 30 }

    static let usage = "usage: island-bench [--quick] [--write-streams DIR] [\(sections.joined(separator: "|"))…]"
}

struct BenchUsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
