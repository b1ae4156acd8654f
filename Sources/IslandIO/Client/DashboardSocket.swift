import IslandText
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

    /// Nobody but `user` can have put a socket at `path` (`SocketPlace`).
    static func checkPlace(of path: String, user: UInt32) throws(SendError) {
        switch SocketPlace.verdict(for: path, user: user) {
        case .trusted: return
        case .untrusted(let reason): throw .untrustedSocket(path: path, reason: reason)
        case .unknown(let reason): throw .cannotConnect(path: path, reason: reason)
        }
    }

    /// The process that accepted the connection runs as `user`.
    static func checkPeer(_ fd: Int32, path: String, user: UInt32) throws(SendError) {
        switch PeerCredentials.of(socket: fd) {
        case .success(let peer) where peer.uid == user:
            return
        case .success(let peer):
            throw .untrustedSocket(path: path, reason: Sentence(.peerNotYou, ["uid": String(peer.uid), "pid": String(peer.pid), "user": String(user)]))
        case .failure(let error):
            throw .untrustedSocket(path: path, reason: Sentence(.peerUnknown, ["reason": error.reason]))
        }
    }
}
