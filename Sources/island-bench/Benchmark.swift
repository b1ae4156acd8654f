import Foundation

/// Times a closure: the median of several runs, each long enough to dwarf clock overhead.
struct Benchmark {
    let name: String
    /// How many items one call of the body processes (lines, frames, bytes).
    let itemsPerCall: Int
    let unit: String
    let body: () -> Void

    struct Result {
        let name: String
        let secondsPerCall: Double
        let itemsPerCall: Int
        let unit: String

        var itemsPerSecond: Double { Double(itemsPerCall) / secondsPerCall }
    }

    func run(runs: Int = 7, minimumSeconds: Double = 0.05) -> Result {
        body()
        var calls = 1
        while measure(calls: calls) < minimumSeconds { calls *= 2 }
        let samples = (0..<runs).map { _ in measure(calls: calls) / Double(calls) }.sorted()
        return Result(name: name, secondsPerCall: samples[samples.count / 2], itemsPerCall: itemsPerCall, unit: unit)
    }

    private func measure(calls: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<calls { body() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
