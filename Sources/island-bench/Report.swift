import Foundation

/// Prints a benchmark and its peer, measured in the same run, with their ratio.
enum Report {
    static func compare(_ title: String, _ subject: Benchmark.Result, against peer: Benchmark.Result, target: String) {
        print(title)
        print(line(subject))
        print(line(peer))
        let ratio = subject.itemsPerSecond / peer.itemsPerSecond
        print(String(format: "  ratio: %.2f× the peer   (%@)", ratio, target))
        print("")
    }

    static func line(_ result: Benchmark.Result) -> String {
        String(format: "  %-44@ %12.0f %@/s  %9.2f µs/call", result.name as NSString, result.itemsPerSecond,
               result.unit as NSString, result.secondsPerCall * 1e6)
    }
}
