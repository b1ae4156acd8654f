import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Seconds on the monotonic clock: deadlines in tests that a changed wall clock cannot move.
package enum Monotonic {
    package static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
