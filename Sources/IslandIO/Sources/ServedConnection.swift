/// One client of a `ConnectionServer`: its stream (plain or TLS), the protocol's session, what
/// waits to be sent, and the moments its deadlines count from.
package final class ServedConnection<Session: AnyObject> {
    package let id: Int
    package let descriptor: Int32
    package let stream: any ByteStream
    package let session: Session
    package var outgoing = ByteQueue()
    /// The peer shut down its sending side: nothing more to read, but it may still read.
    package var inputClosed = false
    /// Only what is queued still goes out; then the connection closes.
    package var closing = false
    /// The first bytes of the protocol arrived (after the TLS handshake): the handshake
    /// deadline no longer applies.
    package var established = false
    /// The accepting round it came in: one accepted in the round going on is never made room
    /// for (its first bytes are read after the round).
    var acceptRound = 0
    /// A TLS step waits for room to write.
    var wantsWrite = false
    /// When it was accepted and when it last moved a byte (monotonic seconds).
    package let openedAt: Double
    package var lastActivity: Double

    init(id: Int, descriptor: Int32, stream: any ByteStream, session: Session, now: Double) {
        self.id = id
        self.descriptor = descriptor
        self.stream = stream
        self.session = session
        openedAt = now
        lastActivity = now
    }
}
