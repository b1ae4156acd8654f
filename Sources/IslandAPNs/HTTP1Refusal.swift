/// An HTTP/1.x client on the endpoint (APNSwift's `http://` mode, curl without `--http2…`, a
/// browser): APNs speaks HTTP/2 only, so instead of HTTP/2 frames such a client could not read
/// ("Received HTTP/0.9"), it gets a plain HTTP/1.1 `505 HTTP Version Not Supported` that says
/// so and how to point it. Decided on the connection's first bytes: the HTTP/2 client preface
/// (`PRI * HTTP/2.0…`) or an HTTP/1 request line.
package struct HTTP1Refusal {
    /// The client preface every HTTP/2 connection starts with (RFC 9113 §3.4).
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

    package enum Verdict: Equatable {
        /// Not decided yet: more of the preface is needed.
        case undecided
        /// The HTTP/2 preface (or something else nghttp2 will refuse in its own words).
        case http2
        /// An HTTP/1 request line: answer with `response`.
        case http1
    }

    /// The first bytes seen (at most the preface's length).
    private var seen: [UInt8] = []
    package private(set) var verdict = Verdict.undecided

    package init() {}

    /// Looks at the next bytes of the connection; the verdict once it is known.
    package mutating func look(at bytes: UnsafeRawBufferPointer) -> Verdict {
        guard verdict == .undecided else { return verdict }
        for byte in bytes.prefix(Self.preface.count - seen.count) { seen.append(byte) }
        if seen.elementsEqual(Self.preface.prefix(seen.count)) {
            if seen.count == Self.preface.count { verdict = .http2 }
            return verdict
        }
        verdict = Self.looksLikeHTTP1(seen) ? .http1 : .http2
        return verdict
    }

    /// A method token of capitals and a space: `GET `, `POST `, `PRI`-less `OPTIONS `…
    static func looksLikeHTTP1(_ bytes: [UInt8]) -> Bool {
        guard let space = bytes.firstIndex(of: 0x20), space > 0 else {
            // No space yet: still all capitals (e.g. `POS`), likely a method cut short.
            return !bytes.isEmpty && bytes.allSatisfy { (0x41...0x5A).contains($0) } && bytes.count < 8
        }
        return bytes[..<space].allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// The answer: what APNs speaks and how to point the client.
    package static func response(url: String) -> [UInt8] {
        let body = """
            island's APNs endpoint speaks HTTP/2 only, as APNs does (Apple: "Sending notification requests to APNs": HTTP/2 and TLS 1.2 or later).
            This request came as HTTP/1.x. Point an HTTP/2 client at \(url):
              - over TLS: https://, ALPN h2 (curl --http2; httpx.Client(http2=True, verify=ssl_context))
              - with --apns-cleartext: HTTP/2 with prior knowledge (curl --http2-prior-knowledge http://…)

            """
        let bytes = Array(body.utf8)
        let head = "HTTP/1.1 505 HTTP Version Not Supported\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: \(bytes.count)\r\nconnection: close\r\n\r\n"
        return Array(head.utf8) + bytes
    }
}
