import COpenSSL

/// The two forms an ES256 signature travels in: JOSE's r ‖ s (64 bytes, RFC 7518 §3.4) and
/// DER (what OpenSSL signs and verifies). Every pointer OpenSSL reads lives inside the closure
/// that lends it.
package enum ES256Signature {
    package static let rawLength = 64

    /// r ‖ s from a DER `ECDSA-Sig-Value`; nil unless the bytes are exactly one DER signature
    /// whose r and s fit P-256's 32 bytes.
    package static func raw(fromDER der: [UInt8]) -> [UInt8]? {
        guard !der.isEmpty, der.count <= 80 else { return nil }
        let signature: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            let parsed = d2i_ECDSA_SIG(nil, &cursor, buffer.count)
            // Trailing bytes after the SEQUENCE are not a DER signature.
            if let parsed, let cursor, let start = buffer.baseAddress, cursor - start != buffer.count {
                ECDSA_SIG_free(parsed)
                return nil
            }
            return parsed
        }
        guard let signature else {
            ERR_clear_error()
            return nil
        }
        defer { ECDSA_SIG_free(signature) }
        var r: OpaquePointer?
        var s: OpaquePointer?
        ECDSA_SIG_get0(signature, &r, &s)
        guard let r, let s, BN_num_bits(r) <= 256, BN_num_bits(s) <= 256 else { return nil }
        var raw = [UInt8](repeating: 0, count: rawLength)
        let written = raw.withUnsafeMutableBufferPointer { buffer in
            BN_bn2binpad(r, buffer.baseAddress, 32) == 32 && BN_bn2binpad(s, buffer.baseAddress! + 32, 32) == 32
        }
        return written ? raw : nil
    }

    /// DER from r ‖ s; nil unless 64 bytes.
    package static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == rawLength, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let (r, s) = raw.withUnsafeBufferPointer { buffer in
            (BN_bin2bn(buffer.baseAddress, 32, nil), BN_bin2bn(buffer.baseAddress! + 32, 32, nil))
        }
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        var pointer: UnsafeMutablePointer<UInt8>?
        let length = i2d_ECDSA_SIG(signature, &pointer)
        guard length > 0, let pointer else { return nil }
        defer { CRYPTO_free(pointer, #fileID, #line) }
        return Array(UnsafeBufferPointer(start: pointer, count: Int(length)))
    }
}
