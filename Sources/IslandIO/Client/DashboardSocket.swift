#if os(Linux)
import Glibc
#else
#error("island's socket checks are written for Linux (SO_PEERCRED)")
#endif

/// How a client (`island send`) connects to a dashboard: only to one the user runs. The
/// default path lives in a directory anyone could create first when XDG_RUNTIME_DIR is unset
/// (`/tmp/island-<uid>`); whoever squats it would receive every payload and could answer with
/// forged acks and intents. So before a byte is sent, nobody else can have put the socket
/// there — its directory belongs to the user and nobody else may write to it, or it is a
/// shared directory with the sticky bit (`/tmp`), where only the socket's owner can remove or
/// replace it, and the socket is the user's — and the process on the other end runs as the
/// user (`SO_PEERCRED`, the kernel's word). Otherwise the client refuses with the reason.
package enum DashboardSocket {
    /// A connected, non-blocking socket to the user's own dashboard at `path`.
    package static func connect(path: String) throws(SendError) -> Int32 {
        let user = getuid()
        try checkPlace(of: path, user: user)
        let fd: Int32
        do {
            fd = try UnixSocket.connect(path: path)
        } catch {
            throw SendError.connect(path, error)
        }
        do throws(SendError) {
            try checkPeer(fd, path: path, user: user)
        } catch {
            Descriptor.close(fd)
            throw error
        }
        return fd
    }

    /// Nobody but `user` can have put a socket at `path`. A path that does not exist passes:
    /// connecting then says there is no socket file.
    static func checkPlace(of path: String, user: UInt32) throws(SendError) {
        let directory = SocketPath.directory(of: path)
        let info: FileStatus
        switch FileStatus.of(path: directory) {
        case .success(let found): info = found
        case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR: return
        case .failure(let error): throw .cannotConnect(path: path, reason: error.description)
        }
        let othersMayWrite = info.permissions & 0o022 != 0
        if info.owner == user, !othersMayWrite { return }
        if info.permissions & UInt32(S_ISVTX) != 0 {
            // Shared but sticky: only the socket's owner can have made or replaced it.
            switch FileStatus.ofLink(path: path) {
            case .success(let socket) where socket.owner == user: return
            case .success(let socket):
                throw .untrustedSocket(path: path, reason: "it belongs to uid \(socket.owner), not to you (uid \(user)); someone else may be listening there")
            case .failure: return
            }
        }
        guard info.owner == user else {
            throw .untrustedSocket(path: path, reason: "its directory \(directory) belongs to uid \(info.owner), not to you (uid \(user)); someone else may be listening there")
        }
        let mode = String(info.permissions, radix: 8)
        throw .untrustedSocket(path: path, reason: "its directory \(directory) can be written by others (mode \(mode)); anyone could have put a socket there. Keep the socket in a directory only you can write to (chmod go-w)")
    }

    /// The process that accepted the connection runs as `user`.
    static func checkPeer(_ fd: Int32, path: String, user: UInt32) throws(SendError) {
        switch PeerCredentials.of(socket: fd) {
        case .success(let peer) where peer.uid == user:
            return
        case .success(let peer):
            throw .untrustedSocket(path: path, reason: "it is answered by uid \(peer.uid) (pid \(peer.pid)), not by you (uid \(user)); nothing was sent")
        case .failure(let error):
            throw .untrustedSocket(path: path, reason: "who answers there cannot be told (\(error.reason)); nothing was sent")
        }
    }
}
