import IslandCore
import IslandText
#if canImport(Glibc)
import Glibc
#endif

/// Why `island send` could not do anything at all. Each is exit status 2.
package enum SendError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    case cannotRead(path: String, reason: Sentence)
    case cannotConnect(path: String, reason: Sentence)
    /// The socket is not (provably) the user's own dashboard: see `DashboardSocket`.
    case untrustedSocket(path: String, reason: Sentence)

    /// One line, its controls escaped: a path or an argument may hold any byte.
    package var description: String {
        UntrustedText.line(sentence.english)
    }

    /// What went wrong, in any language's table (its controls not yet escaped).
    package var sentence: Sentence {
        switch self {
        case .cannotRead(let path, let reason): return Sentence(.sendCannotRead, ["path": path], sentences: ["reason": reason])
        case .cannotConnect(let path, let reason): return Sentence(.sendCannotConnect, ["path": path], sentences: ["reason": reason])
        case .untrustedSocket(let path, let reason): return Sentence(.socketRefused, ["path": path], sentences: ["reason": reason])
        }
    }

    package var exitCode: Int32 { 2 }

    /// The connect error worded for someone who expected a dashboard there.
    static func connect(_ path: String, _ error: SystemError) -> SendError {
        let reason: Sentence
        switch error.code {
        case ENOENT: reason = Sentence(.sendNoSocketFile)
        case ECONNREFUSED: reason = Sentence(.sendNothingListens)
        case EACCES: reason = Sentence(.sendPermissionDenied)
        case EAGAIN: reason = Sentence(.sendBacklogFull)
        default: reason = Sentence(.plainReason, ["reason": error.description])
        }
        return .cannotConnect(path: path, reason: reason)
    }
}
