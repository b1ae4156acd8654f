#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// Small wrappers around descriptor system calls that retry on `EINTR` and name their errors.
package enum Descriptor {
    /// What one `read` gave.
    package enum ReadResult: Equatable, Sendable {
        case bytes(Int)
        case endOfFile
        case wouldBlock
        case failed(Int32)
    }

    package static func setNonBlocking(_ fd: Int32) throws(SystemError) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw SystemError("fcntl O_NONBLOCK")
        }
    }

    /// Children (e.g. a shell started by island) must not inherit island's sockets and files.
    package static func setCloseOnExec(_ fd: Int32) throws(SystemError) {
        let flags = fcntl(fd, F_GETFD)
        guard flags >= 0, fcntl(fd, F_SETFD, flags | FD_CLOEXEC) == 0 else {
            throw SystemError("fcntl FD_CLOEXEC")
        }
    }

    /// One `read` into `buffer` (at `offset` with `pread` when given).
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil) -> ReadResult {
        while true {
            let count: Int
            if let offset {
                count = Glibc.pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
            } else {
                count = Glibc.read(fd, buffer.baseAddress, buffer.count)
            }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed(errno)
            }
        }
    }

    /// One `send` without `SIGPIPE` (a peer that went away must not kill island): the bytes
    /// taken (possibly 0 when the socket is full), or the error.
    package static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let count = Glibc.send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            if count >= 0 { return .success(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .success(0)
            default: return .failure(SystemError("send"))
            }
        }
    }

    /// Closes `fd`. Never retried: on Linux the descriptor is gone even when `close` says EINTR.
    package static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }
}
