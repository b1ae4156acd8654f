import Foundation
#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// Facts about the running process that only the system knows.
package enum ProcessImage {
    /// The running binary's path with every symbolic link resolved (`/proc/self/exe`); nil
    /// when /proc is not mounted.
    package static var executablePath: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
