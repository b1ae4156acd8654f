import IslandIO

/// One client of the endpoint: its socket, TLS when on, its HTTP/2 session, what waits to be
/// sent to it, and the provider token it uses.
final class APNsConnection {
    let id: Int
    let descriptor: Int32
    let tls: TLSStream?
    let http: HTTP2Session
    var outgoing = ByteQueue()
    var tokenUse = ProviderTokenUse()
    /// A TLS handshake or read waits for room to write (renegotiation, a handshake message).
    var tlsWantsWrite = false
    /// The peer shut down or broke the protocol: only what is queued still goes out.
    var closing = false

    init(id: Int, descriptor: Int32, tls: TLSStream?, http: HTTP2Session) {
        self.id = id
        self.descriptor = descriptor
        self.tls = tls
        self.http = http
    }

    var handshaking: Bool { tls.map { !$0.handshakeDone } ?? false }
}
