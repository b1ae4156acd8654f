import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Times a closure: the median of several runs, each long enough to dwarf clock overhead.
/// Time is the thread's CPU time, not the wall clock: on a machine shared with other work a
/// benchmark that waits for a core is not slower, and the ratio to its peer stays true.
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
        // The first call warms caches up; it also says how many calls make a sample.
        var calls = 1
        var sample = measure(calls: 1)
        while sample < minimumSeconds {
            calls *= 2
            sample = measure(calls: calls)
        }
        let samples = (0..<runs).map { _ in measure(calls: calls) / Double(calls) }.sorted()
        return Result(name: name, secondsPerCall: samples[samples.count / 2], itemsPerCall: itemsPerCall, unit: unit)
    }

    private func measure(calls: Int) -> Double {
        let start = Self.threadSeconds()
        for _ in 0..<calls { body() }
        return Self.threadSeconds() - start
    }

    static func threadSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
