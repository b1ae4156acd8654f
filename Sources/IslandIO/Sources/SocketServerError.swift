import IslandText

/// Why the socket server could not start. Each says what to do about it.
package enum SocketServerError: Error, WordedError, Hashable, Sendable, CustomStringConvertible {
    /// The socket file answers: another dashboard is listening there.
    case alreadyRunning(path: String)
    /// Something that is not a socket has the socket's name; island does not delete it.
    case notASocket(path: String)
    /// The socket's directory belongs to someone else or cannot be made private.
    case unsafeDirectory(path: String, reason: Sentence)
    /// Someone else could have put a socket there (`SocketPlace`), so `island send` would
    /// refuse it: said in send's words.
    case untrustedPlace(path: String, reason: Sentence)
    case system(SystemError)

    /// What went wrong, in any language's table.
    package var sentence: Sentence {
        switch self {
        case .alreadyRunning(let path): return Sentence(.socketAlreadyListening, ["path": path])
        case .notASocket(let path): return Sentence(.socketNotASocket, ["path": path])
        case .unsafeDirectory(let path, let reason): return Sentence(.socketUnsafeDirectory, ["path": path], sentences: ["reason": reason])
        case .untrustedPlace(let path, let reason): return Sentence(.socketRefused, ["path": path], sentences: ["reason": reason])
        case .system(let error): return Sentence(.socketCannotOpen, ["reason": error.description])
        }
    }

    package var description: String { sentence.english }
}
