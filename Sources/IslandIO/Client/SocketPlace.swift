import IslandText
#if os(Linux)
import Glibc
import IslandCore
#endif

/// Whether nobody but the user can have put a socket at a path: its directory belongs to the
/// user and nobody else may write to it, or it is a shared directory with the sticky bit
/// (`/tmp`), where only a socket's owner can remove or replace it, and the socket (if there
/// is one) is the user's. `island send` refuses an untrusted place before a byte is sent, and
/// `island run --socket` refuses to listen there, in the same words: a dashboard nobody could
/// reach would be no use.
package enum SocketPlace {
    package enum Verdict: Equatable, Sendable {
        case trusted
        /// Someone else could have put a socket there: why.
        case untrusted(Sentence)
        /// The directory could not be examined: why.
        case unknown(Sentence)
    }

    /// A path whose directory does not exist is trusted: connecting then says there is no
    /// socket file, and listening makes the directory (0700).
    package static func verdict(for path: String, user: UInt32) -> Verdict {
        let directory = SocketPath.directory(of: path)
        let info: FileStatus
        switch FileStatus.of(path: directory) {
        case .success(let found): info = found
        case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR: return .trusted
        case .failure(let error): return .unknown(Sentence(.plainReason, ["reason": error.description]))
        }
        let othersMayWrite = info.permissions & 0o022 != 0
        if info.owner == user, !othersMayWrite { return .trusted }
        if info.permissions & UInt32(S_ISVTX) != 0 {
            // Shared but sticky: only the socket's owner can have made or replaced it.
            switch FileStatus.ofLink(path: path) {
            case .success(let socket) where socket.owner == user: return .trusted
            case .success(let socket):
                return .untrusted(Sentence(.placeSocketNotYours, ["owner": String(socket.owner), "user": String(user)]))
            case .failure: return .trusted
            }
        }
        guard info.owner == user else {
            return .untrusted(Sentence(.placeDirectoryNotYours, ["directory": directory, "owner": String(info.owner), "user": String(user)]))
        }
        let mode = String(info.permissions, radix: 8)
        return .untrusted(Sentence(.placeDirectoryWritable, ["directory": directory, "mode": mode]))
    }
}
