import IslandIO

/// The HTTP/2 side of one client of the endpoint (its bytes are the `ServedConnection`'s): its
/// session, the provider token it uses, the requests that wait for the device's verdict, and
/// whether it has shown a valid token yet (until then, one stream at a time).
package final class APNsConnection {
    let http: HTTP2Session
    var tokenUse = ProviderTokenUse()
    /// Request numbers waiting for their verdict, by stream.
    var waiting: [Int32: Int] = [:]
    /// A request carried a valid provider token (or none is required and one was accepted):
    /// the advertised stream limit applies from then on.
    var trusted = false
    /// HTTP/2 or HTTP/1, from the first bytes; nghttp2 sees nothing before it is known.
    var greeting = HTTP1Refusal()
    /// Bytes held while the greeting is undecided (at most the preface's length).
    var held: [UInt8] = []
    /// Answers wait in the session to be sent with the turn's others (`APNsServer.unsent`).
    var unsent = false

    init(http: HTTP2Session) {
        self.http = http
    }
}
