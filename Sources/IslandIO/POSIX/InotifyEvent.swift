#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// One event read from an inotify descriptor.
package struct InotifyEvent: Hashable, Sendable {
    /// The watch it belongs to; -1 for a queue overflow.
    package let watch: Int32
    package let mask: UInt32
    package let cookie: UInt32
    /// The entry's name for an event on a directory's child; empty otherwise.
    package let name: String

    package init(watch: Int32, mask: UInt32, cookie: UInt32 = 0, name: String = "") {
        self.watch = watch
        self.mask = mask
        self.cookie = cookie
        self.name = name
    }

    package func has(_ flag: Int32) -> Bool { mask & UInt32(bitPattern: flag) != 0 }

    /// The kernel's queue overflowed: events were lost, so everything must be looked at again.
    package var isOverflow: Bool { watch == -1 || has(IN_Q_OVERFLOW) }
}
