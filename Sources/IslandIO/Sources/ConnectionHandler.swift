import IslandText
/// The protocol a `ConnectionServer` serves: NDJSON lines on the Unix socket, HTTP/2 on the
/// APNs endpoint. The server moves bytes, keeps the table and the deadlines; the handler says
/// what the bytes mean.
package protocol ConnectionHandler: AnyObject {
    associatedtype Session: AnyObject
    /// Wraps an accepted socket: its stream (plain or TLS) and the protocol's session, or why it
    /// is refused (said in the events pane).
    func open(descriptor: Int32, id: Int) -> Result<(stream: any ByteStream, session: Session), ConnectionRefusal>
    /// It joined the table (e.g. hear the current push tokens first).
    func opened(_ connection: ServedConnection<Session>)
    /// Bytes arrived.
    func received(_ bytes: UnsafeRawBufferPointer, on connection: ServedConnection<Session>)
    /// Whether the connection may read now (false holds the client back in its socket).
    func wantsInput(_ connection: ServedConnection<Session>) -> Bool
    /// Moves what the session has to send into `connection.outgoing`; false when it failed.
    func produceOutput(for connection: ServedConnection<Session>) -> Bool
    /// Whether the protocol is done with the connection (it closes once its output is sent).
    func isFinished(_ connection: ServedConnection<Session>) -> Bool
    /// The peer ended its sending side: true keeps the connection for answers (half close).
    func inputEnded(on connection: ServedConnection<Session>) -> Bool
    /// Nothing is in flight on it: it may go when the table is full or after the idle timeout.
    func isIdle(_ connection: ServedConnection<Session>) -> Bool
    /// The server closes it for `reason`: the last words to queue (a GOAWAY).
    func retire(_ connection: ServedConnection<Session>, because reason: ConnectionRetirement)
    /// It is gone: forget what waits for it.
    func closed(_ connection: ServedConnection<Session>)
}

/// Why a connection could not be set up.
package struct ConnectionRefusal: Error, Sendable {
    package let reason: Sentence

    package init(_ reason: Sentence) {
        self.reason = reason
    }
}

/// Why the server closes a connection itself.
package enum ConnectionRetirement: Sendable {
    /// No handshake or first bytes within the handshake deadline.
    case handshakeTimeout
    /// Idle for the idle timeout.
    case idleTimeout
    /// The table is full and a newcomer needs its place (it was the oldest idle one).
    case makeRoom
}
