import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// CPU time and voluntary context switches of the calling thread (the run loop's), from
/// `getrusage(RUSAGE_THREAD)`: what the dashboard costs, without the benchmark's own feeder
/// threads. A voluntary switch is a sleep that ended — for the loop, a wake from `poll`.
struct CPUTime {
    let seconds: Double
    let wakes: Int

    static func thread() -> CPUTime {
        var usage = rusage()
        // RUSAGE_THREAD (1) is a GNU extension Swift's Glibc module does not export.
        getrusage(__rusage_who_t(1), &usage)
        return CPUTime(seconds: seconds(usage), wakes: usage.ru_nvcsw)
    }

    static func seconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    static func - (after: CPUTime, before: CPUTime) -> CPUTime {
        CPUTime(seconds: after.seconds - before.seconds, wakes: after.wakes - before.wakes)
    }
}
