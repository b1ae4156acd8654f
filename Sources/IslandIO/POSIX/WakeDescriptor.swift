#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, timerfd, /proc)")
#endif

/// A descriptor that is always readable: the read end of a pipe holding one byte that is never
/// read. A source lists it in its poll requests only while it has work that no descriptor will
/// announce (events queued by `deliver`, a file's backlog, its first status), so the loop comes
/// back at once without a timer and without any clock — and never while the source is idle.
package final class WakeDescriptor {
    /// -1 once closed.
    package private(set) var descriptor: Int32
    private var writeEnd: Int32

    package init() throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError("pipe") }
        descriptor = ends[0]
        writeEnd = ends[1]
        do throws(SystemError) {
            for end in ends { try Descriptor.setCloseOnExec(end) }
            var byte: UInt8 = 1
            guard write(writeEnd, &byte, 1) == 1 else { throw SystemError("write to the wake pipe") }
        } catch {
            Descriptor.close(descriptor)
            Descriptor.close(writeEnd)
            throw error
        }
    }

    /// The poll request for the read end.
    package var request: PollRequest { PollRequest(descriptor: descriptor, events: Int16(POLLIN)) }

    /// Closes both ends; safe to call twice.
    package func close() {
        if descriptor >= 0 { Descriptor.close(descriptor) }
        if writeEnd >= 0 { Descriptor.close(writeEnd) }
        descriptor = -1
        writeEnd = -1
    }

    deinit { close() }
}
