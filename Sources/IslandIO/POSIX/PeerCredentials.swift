#if os(Linux)
import Glibc
#else
#error("island's POSIX layer is written for Linux (inotify, SO_PEERCRED, MSG_NOSIGNAL, /proc)")
#endif

/// Who is on the other end of a Unix socket, from `SO_PEERCRED` (the kernel's word, not the
/// peer's claim). Glibc hides `struct ucred` behind `_GNU_SOURCE`, so its layout is spelled
/// out here: pid, uid, gid.
package struct PeerCredentials: Hashable, Sendable {
    package let pid: Int32
    package let uid: UInt32
    package let gid: UInt32

    package static func of(socket fd: Int32) -> Result<PeerCredentials, SystemError> {
        var fields: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: fields))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &fields, &length) == 0 else {
            return .failure(SystemError("getsockopt SO_PEERCRED"))
        }
        return .success(PeerCredentials(pid: fields.0, uid: fields.1, gid: fields.2))
    }
}
