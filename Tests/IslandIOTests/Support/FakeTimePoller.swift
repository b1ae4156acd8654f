import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `poll(2)` on a fake clock, for the run loop: what is scheduled to arrive (a line written to
/// a pipe, a key typed) happens when the clock reaches its moment, and a call with a timeout
/// moves the clock to the first arrival on a descriptor it waits on, or to the timeout. Lines
/// that arrive while the loop sleeps without their descriptor wait in their pipe, as in the
/// kernel. Readiness is the real `poll`'s (timeout 0), so the loop's sources run unchanged.
final class FakeTimePoller {
    private(set) var seconds: Double
    private var arrivals: [(at: Double, act: () -> Void)] = []
    private var next = 0
    /// Calls with a timeout other than 0: the loop's sleeps.
    private(set) var sleeps = 0

    init(seconds: Double = 100) {
        self.seconds = seconds
    }

    /// Schedules `act` at `at` (in order of time).
    func at(_ time: Double, _ act: @escaping () -> Void) {
        arrivals.append((time, act))
        arrivals.sort { $0.at < $1.at }
    }

    func poll(_ descriptors: inout [pollfd], _ timeout: Int32) -> Int32 {
        arrive(upTo: seconds)
        var ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), 0)
        guard ready == 0, timeout != 0 else { return ready }
        sleeps += 1
        let deadline = timeout < 0 ? Double.infinity : seconds + Double(timeout) / 1000
        while next < arrivals.count, arrivals[next].at <= deadline {
            seconds = max(seconds, arrivals[next].at)
            arrive(upTo: seconds)
            ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), 0)
            if ready > 0 { return ready }
        }
        precondition(deadline.isFinite, "the loop would sleep for ever")
        seconds = deadline
        arrive(upTo: seconds)
        return Glibc.poll(&descriptors, nfds_t(descriptors.count), 0)
    }

    private func arrive(upTo time: Double) {
        while next < arrivals.count, arrivals[next].at <= time {
            let act = arrivals[next].act
            next += 1
            act()
        }
    }
}
