import Foundation

/// Prints measurements as the README's performance record reads them: each path beside its
/// peer measured in the same run, the ratio, and the target.
enum Report {
    static func section(_ title: String) {
        print("\n\(title)")
        print(String(repeating: "─", count: min(100, title.count)))
        // Every path says where it was measured: the same code ran at half this speed elsewhere.
        print("  measured on \(ProcessorName.current), \(ProcessInfo.processInfo.activeProcessorCount) cores")
    }

    static func compare(_ title: String, _ subject: Benchmark.Result, against peer: Benchmark.Result, target: String) {
        print(title)
        print(line(subject))
        print(line(peer))
        print("  ratio: \(format(subject.itemsPerSecond / peer.itemsPerSecond, 2))× the peer   (\(target))")
        print("")
    }

    static func line(_ result: Benchmark.Result) -> String {
        "  " + pad(result.name, 46) + leftPad(format(result.itemsPerSecond, 0), 12) + " \(result.unit)/s"
            + leftPad(format(result.secondsPerCall * 1e6, 2), 14) + " µs/call"
    }

    /// One measured value with its unit.
    static func value(_ name: String, _ value: String) {
        print("  " + pad(name, 46) + " " + value)
    }

    static func note(_ text: String) {
        print("  note: \(text)")
    }

    static func skipped(_ name: String, because reason: String) {
        print("  " + pad(name, 46) + " skipped: \(reason)")
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        return String(format: "%.\(decimals)f", value)
    }

    static func milliseconds(_ seconds: Double) -> String { format(seconds * 1000, 2) + " ms" }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
