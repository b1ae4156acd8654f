import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's clock: wall time that can run faster, slower or not at all (`+`, `-`, `p`,
/// `island replay`). It advances with the monotonic clock, so a wall-clock jump (NTP, suspend)
/// cannot make deadlines fire early or late, and a deadline converts to a poll timeout.
package struct VirtualClock: Sendable {
    private var anchorVirtual: Date
    private var anchorMonotonic: Double
    package private(set) var speed: Double
    package private(set) var paused: Bool
    private let monotonic: @Sendable () -> Double

    package init(start: Date = Date(), speed: Double = 1, paused: Bool = false,
                monotonic: @escaping @Sendable () -> Double = VirtualClock.monotonicSeconds) {
        self.anchorVirtual = start
        self.monotonic = monotonic
        self.anchorMonotonic = monotonic()
        self.speed = speed
        self.paused = paused
    }

    package func now() -> Date {
        if paused { return anchorVirtual }
        return anchorVirtual.addingTimeInterval((monotonic() - anchorMonotonic) * speed)
    }

    /// Changes speed or pause from this moment on; the time shown does not jump, unless `time`
    /// moves it there (a replay's seek).
    package mutating func set(speed: Double, paused: Bool, at time: Date? = nil) {
        anchorVirtual = time ?? now()
        anchorMonotonic = monotonic()
        self.speed = speed
        self.paused = paused
    }

    /// Real milliseconds until `deadline` on this clock, for `poll(2)`: -1 (wait for input
    /// only) when there is no deadline or the clock is paused, 0 when it has passed.
    package func timeoutMilliseconds(until deadline: Date?) -> Int32 {
        guard let deadline, !paused, speed > 0 else { return -1 }
        let real = deadline.timeIntervalSince(now()) / speed
        if real <= 0 { return 0 }
        return Int32(min((real * 1000).rounded(.up), Double(Int32.max)))
    }

    package static let monotonicSeconds: @Sendable () -> Double = {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
