import IslandText
import COpenSSL

/// An OpenSSL context for the endpoint (a certificate and its key, ALPN `h2` only, TLS 1.2 or
/// later as APNs requires) or for the client (`h2`, the peer verified against a CA file).
package final class TLSContext: @unchecked Sendable {
    let context: OpaquePointer

    private init(context: OpaquePointer) {
        self.context = context
    }

    deinit { SSL_CTX_free(context) }

    package static func server(certificate: String, key: String) throws(OpenSSLError) -> TLSContext {
        guard let made = SSL_CTX_new(TLS_server_method()) else { throw OpenSSLError("SSL_CTX_new") }
        let context = TLSContext(context: made)
        try context.common()
        guard SSL_CTX_use_certificate_chain_file(made, certificate) == 1 else {
            throw OpenSSLError(Sentence(.tlsCannotUseCertificate, ["path": certificate]))
        }
        guard SSL_CTX_use_PrivateKey_file(made, key, SSL_FILETYPE_PEM) == 1 else {
            throw OpenSSLError(Sentence(.tlsCannotUseKey, ["path": key]))
        }
        guard SSL_CTX_check_private_key(made) == 1 else {
            throw OpenSSLError(Sentence(.tlsKeyNotForCertificate, ["key": key, "certificate": certificate]))
        }
        SSL_CTX_set_alpn_select_cb(made, Self.selectH2, nil)
        return context
    }

    /// `caFile`: the certificates to trust (island's own by default); nil trusts the system's.
    package static func client(caFile: String?) throws(OpenSSLError) -> TLSContext {
        guard let made = SSL_CTX_new(TLS_client_method()) else { throw OpenSSLError("SSL_CTX_new") }
        let context = TLSContext(context: made)
        try context.common()
        if let caFile {
            guard SSL_CTX_load_verify_locations(made, caFile, nil) == 1 else { throw OpenSSLError(Sentence(.tlsCannotReadCA, ["path": caFile])) }
        } else {
            SSL_CTX_set_default_verify_paths(made)
        }
        SSL_CTX_set_verify(made, SSL_VERIFY_PEER, nil)
        var protocols: [UInt8] = [2, 0x68, 0x32]
        guard SSL_CTX_set_alpn_protos(made, &protocols, UInt32(protocols.count)) == 0 else { throw OpenSSLError("set ALPN") }
        return context
    }

    private func common() throws(OpenSSLError) {
        guard island_ssl_ctx_set_min_tls12(context) == 1 else { throw OpenSSLError("require TLS 1.2") }
        _ = island_ssl_ctx_set_nonblocking_modes(context)
        _ = island_ssl_ctx_ignore_unexpected_eof(context)
        _ = island_ssl_ctx_set_read_ahead(context)
    }

    /// The endpoint speaks only HTTP/2: a client that offers ALPN without `h2` is refused in the
    /// handshake (`no_application_protocol`), as APNs refuses HTTP/1.1. A client that offers no
    /// ALPN at all is taken (OpenSSL does not call this then): if it then speaks HTTP/1.1, the
    /// endpoint answers 505 in words (see `HTTP1Refusal`).
    private static let selectH2: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, UnsafeMutablePointer<UInt8>?, UnsafePointer<UInt8>?, UInt32, UnsafeMutableRawPointer?) -> Int32 = { _, out, outLength, offered, offeredLength, _ in
        guard let offered, let out, let outLength else { return SSL_TLSEXT_ERR_ALERT_FATAL }
        var index = 0
        while index < Int(offeredLength) {
            let length = Int(offered[index])
            if length == 2, index + 2 < Int(offeredLength), offered[index + 1] == 0x68, offered[index + 2] == 0x32 {
                out.pointee = offered + index + 1
                outLength.pointee = 2
                return SSL_TLSEXT_ERR_OK
            }
            index += 1 + length
        }
        return SSL_TLSEXT_ERR_ALERT_FATAL
    }
}
