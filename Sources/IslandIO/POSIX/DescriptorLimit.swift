#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// How many descriptors the process may hold (the soft `RLIMIT_NOFILE`): a listener keeps its
/// connection table well inside it, so the table fills (and its oldest idle client goes)
/// before `accept` runs out of descriptors.
package enum DescriptorLimit {
    /// The soft limit; nil when unknown or unlimited.
    package static var current: Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }
}
