#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// Creating, connecting and accepting Unix stream sockets, non-blocking and close-on-exec.
package enum UnixSocket {
    /// A new stream socket; non-blocking when asked.
    package static func make(nonBlocking: Bool) throws(SystemError) -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { throw SystemError("socket") }
        return fd
    }

    /// Connects `fd` to `address`: 0 or the `errno`. A Unix stream connect completes at once,
    /// or says `EAGAIN` when the listener's backlog is full (someone listens, but is busy).
    package static func connect(_ fd: Int32, to address: UnixSocketAddress) -> Int32 {
        while true {
            let result = address.withSockaddr { Glibc.connect(fd, $0, $1) }
            if result == 0 { return 0 }
            if errno != EINTR { return errno }
        }
    }

    /// A connected client socket to `path`, switched to non-blocking once connected.
    package static func connect(path: String) throws(SystemError) -> Int32 {
        let address = try UnixSocketAddress(path: path)
        let fd = try make(nonBlocking: false)
        let result = connect(fd, to: address)
        guard result == 0 else {
            Descriptor.close(fd)
            throw SystemError("connect \(path)", code: result)
        }
        do throws(SystemError) {
            try Descriptor.setNonBlocking(fd)
        } catch {
            Descriptor.close(fd)
            throw error
        }
        return fd
    }

    /// Whether a connection waits to be accepted on `listener` (a poll that does not wait).
    package static func hasPendingConnection(_ listener: Int32) -> Bool {
        var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// Accepts one pending connection as a non-blocking, close-on-exec socket; nil when none
    /// is pending. (`accept4` is hidden behind `_GNU_SOURCE` in Swift's Glibc.)
    package static func accept(_ listener: Int32) -> Result<Int32?, SystemError> {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd >= 0 {
                do {
                    try Descriptor.setNonBlocking(fd)
                    try Descriptor.setCloseOnExec(fd)
                } catch {
                    Descriptor.close(fd)
                    return .failure(error)
                }
                return .success(fd)
            }
            switch errno {
            case EINTR: continue
            // The peer gave up between poll and accept: nothing to accept.
            case EAGAIN, EWOULDBLOCK, ECONNABORTED: return .success(nil)
            default: return .failure(SystemError("accept"))
            }
        }
    }
}
