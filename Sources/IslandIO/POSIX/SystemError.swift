#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// A failed system call: what was attempted and the `errno` it left, worded for a person.
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted, e.g. `bind /run/user/1000/island/island.sock`.
    package let operation: String
    package let code: Int32

    package init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    /// The C library's sentence for `code`, e.g. "No such file or directory".
    package var reason: String { String(cString: strerror(code)) }

    package var description: String { "\(operation): \(reason)" }
}
