extension LineSource {
    /// Whether the source hears an answer to every line: a socket client (ack or reply) and an
    /// APNs request (its HTTP/2 response).
    package var expectsReply: Bool {
        switch self {
        case .socket, .apns: return true
        case .simulator, .file, .stdin, .replay: return false
        }
    }
}
