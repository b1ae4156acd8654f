#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// A `sockaddr_un` for a path; `sun_path` holds at most 107 bytes and a NUL.
package struct UnixSocketAddress {
    package let path: String
    private var storage = sockaddr_un()

    package static var maximumPathLength: Int { MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1 }

    package init(path: String) throws(SystemError) {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, !bytes.contains(0) else { throw SystemError("socket path \"\(path)\"", code: EINVAL) }
        guard bytes.count <= Self.maximumPathLength else {
            throw SystemError("socket path \(path) is \(bytes.count) bytes, over the \(Self.maximumPathLength)-byte limit of Unix sockets;", code: ENAMETOOLONG)
        }
        self.path = path
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
    }

    /// Calls `body` with the address as a `sockaddr` and its length.
    package func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
