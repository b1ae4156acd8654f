import IslandCore
#if canImport(Glibc)
import Glibc
import IslandText
#endif

/// Why `island send` could not do anything at all. Each is exit status 2.
package enum SendError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotRead(path: String, reason: String)
    case cannotConnect(path: String, reason: String)
    /// The socket is not (provably) the user's own dashboard: see `DashboardSocket`.
    case untrustedSocket(path: String, reason: String)

    /// One line, its controls escaped: a path or an argument may hold any byte.
    package var description: String {
        UntrustedText.line(sentence)
    }

    private var sentence: String {
        switch self {
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotConnect(let path, let reason): return "cannot connect to a dashboard at \(path): \(reason)"
        case .untrustedSocket(let path, let reason): return "refusing the socket \(path): \(reason)"
        }
    }

    package var exitCode: Int32 { 2 }

    /// The connect error worded for someone who expected a dashboard there.
    static func connect(_ path: String, _ error: SystemError) -> SendError {
        let reason: String
        switch error.code {
        case ENOENT:
            reason = "no socket file (is `island run --socket` running, with the same path?)"
        case ECONNREFUSED:
            reason = "nothing listens there (the dashboard that made the socket file has exited)"
        case EACCES:
            reason = "permission denied (the socket belongs to another user)"
        case EAGAIN:
            reason = "the dashboard is not accepting connections (its backlog is full)"
        default:
            reason = error.description
        }
        return .cannotConnect(path: path, reason: reason)
    }
}
