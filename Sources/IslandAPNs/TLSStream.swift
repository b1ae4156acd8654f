import COpenSSL
import IslandIO

/// One TLS connection over a non-blocking socket: every call does what it can now and says
/// what it waits for (`wantRead`, `wantWrite`), so the poll loop never blocks on a slow peer.
/// The endpoint's `ConnectionServer` moves its bytes as it moves a plain socket's.
package final class TLSStream: ByteStream {
    package typealias Outcome = StreamOutcome

    private let ssl: OpaquePointer
    package private(set) var handshakeDone = false

    package init(context: TLSContext, descriptor: Int32, server: Bool, hostName: String? = nil) throws(OpenSSLError) {
        guard let made = SSL_new(context.context) else { throw OpenSSLError("SSL_new") }
        ssl = made
        SSL_set_fd(made, descriptor)
        if server {
            SSL_set_accept_state(made)
        } else {
            SSL_set_connect_state(made)
            if let hostName {
                _ = island_ssl_set_host_name(made, hostName)
                SSL_set1_host(made, hostName)
            }
        }
    }

    deinit { SSL_free(ssl) }

    /// Moves the handshake on; `.bytes(0)` once it is done.
    package func handshake() -> Outcome {
        if handshakeDone { return .bytes(0) }
        let result = SSL_do_handshake(ssl)
        if result == 1 {
            handshakeDone = true
            return .bytes(0)
        }
        return outcome(of: result, doing: "handshake")
    }

    /// The protocol ALPN settled on (`h2`), nil when none.
    package var negotiatedProtocol: String? {
        var data: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(ssl, &data, &length)
        guard let data, length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(length)), as: UTF8.self)
    }

    /// Bytes OpenSSL holds beyond the last read, decrypted or read ahead from the socket:
    /// poll does not see them. Not after a read that wanted more: what is held is then the
    /// start of a record, and the socket's next bytes are announced by poll (asking again
    /// would spin).
    package var hasBufferedInput: Bool { !starved && SSL_has_pending(ssl) == 1 }
    private var starved = false

    package func read(into buffer: UnsafeMutableRawBufferPointer) -> Outcome {
        var count = 0
        let result = SSL_read_ex(ssl, buffer.baseAddress, buffer.count, &count)
        guard result == 1 else {
            let outcome = outcome(of: result, doing: "read")
            starved = outcome == .wantRead
            return outcome
        }
        starved = false
        return .bytes(count)
    }

    package func write(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        guard !bytes.isEmpty else { return .bytes(0) }
        var count = 0
        let result = SSL_write_ex(ssl, bytes.baseAddress, bytes.count, &count)
        return result == 1 ? .bytes(count) : outcome(of: result, doing: "write")
    }

    /// Sends close_notify once, without waiting for the peer's.
    package func shutdown() {
        if handshakeDone { _ = SSL_shutdown(ssl) }
        ERR_clear_error()
    }

    private func outcome(of result: Int32, doing operation: String) -> Outcome {
        let code = SSL_get_error(ssl, result)
        switch code {
        case SSL_ERROR_WANT_READ: return .wantRead
        case SSL_ERROR_WANT_WRITE: return .wantWrite
        // A peer that closes without close_notify (curl, most clients) is a close, not an
        // error: the context ignores the unexpected EOF (see `TLSContext`).
        case SSL_ERROR_ZERO_RETURN:
            return .closed
        case SSL_ERROR_SYSCALL:
            ERR_clear_error()
            return .closed
        default:
            return .failed(OpenSSLError("TLS \(operation)").description)
        }
    }
}
