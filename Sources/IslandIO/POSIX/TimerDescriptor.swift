import CLinux
#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (timerfd)")
#endif

/// A descriptor that becomes readable once, a set time after `arm` (a Linux timerfd on the
/// monotonic clock): a source that must come back after a pause lists it in its poll
/// requests, and the loop sleeps in poll until then — on real time, whatever the app clock
/// does (paused, fast).
package final class TimerDescriptor {
    /// -1 once closed.
    package private(set) var descriptor: Int32

    package init() throws(SystemError) {
        let fd = island_timer_create()
        guard fd >= 0 else { throw SystemError("timerfd_create") }
        descriptor = fd
    }

    /// Readable `milliseconds` from now (at least 1).
    package func arm(milliseconds: Int) throws(SystemError) {
        guard island_timer_arm(descriptor, Int64(max(1, milliseconds))) == 0 else { throw SystemError("timerfd_settime") }
    }

    /// Consumes the expiry (the descriptor is not readable again until the next `arm`).
    package func acknowledge() {
        var expirations: UInt64 = 0
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
    }

    package var request: PollRequest { PollRequest(descriptor: descriptor, events: Int16(POLLIN)) }

    /// Closes it; safe to call twice.
    package func close() {
        if descriptor >= 0 { Descriptor.close(descriptor) }
        descriptor = -1
    }

    deinit { close() }
}
