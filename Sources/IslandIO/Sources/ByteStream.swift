/// A connection's bytes, plain or TLS, as a `ConnectionServer` moves them: every call does what
/// it can now and says what it waits for, so the poll loop never blocks on a slow peer.
package protocol ByteStream: AnyObject {
    /// Moves a handshake on; `.bytes(0)` once it is done (at once for a plain socket).
    func handshake() -> StreamOutcome
    var handshakeDone: Bool { get }
    func read(into buffer: UnsafeMutableRawBufferPointer) -> StreamOutcome
    func write(_ bytes: UnsafeRawBufferPointer) -> StreamOutcome
    /// Bytes already taken from the socket and not yet read (TLS records decrypted ahead): poll
    /// will not announce them, so the server reads them as pending work.
    var hasBufferedInput: Bool { get }
    /// Ends the stream politely (TLS close_notify), without waiting for the peer.
    func shutdown()
}
