/// Why the socket server could not start. Each says what to do about it.
package enum SocketServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The socket file answers: another dashboard is listening there.
    case alreadyRunning(path: String)
    /// Something that is not a socket has the socket's name; island does not delete it.
    case notASocket(path: String)
    /// The socket's directory belongs to someone else or cannot be made private.
    case unsafeDirectory(path: String, reason: String)
    /// Someone else could have put a socket there (`SocketPlace`), so `island send` would
    /// refuse it: said in send's words.
    case untrustedPlace(path: String, reason: String)
    case system(SystemError)

    package var description: String {
        switch self {
        case .alreadyRunning(let path):
            return "another island dashboard is already listening on \(path); quit it or choose another path with --socket PATH"
        case .notASocket(let path):
            return "\(path) exists and is not a socket; remove it or choose another path with --socket PATH"
        case .unsafeDirectory(let path, let reason):
            return "the socket directory \(path) \(reason); choose another path with --socket PATH"
        case .untrustedPlace(let path, let reason):
            return "refusing the socket \(path): \(reason)"
        case .system(let error):
            return "cannot open the socket: \(error)"
        }
    }
}
