/// What one step of a `ByteStream` did: bytes moved, or what it waits for.
package enum StreamOutcome: Equatable, Sendable {
    case bytes(Int)
    /// Nothing more to read now (or a TLS step waits for the peer).
    case wantRead
    /// The socket is full (or a TLS step must write first): wait for POLLOUT.
    case wantWrite
    /// The peer ended the stream (EOF, close_notify, a reset): not a problem to report.
    case closed
    case failed(String)
}
