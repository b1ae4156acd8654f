import IslandText
import COpenSSL
import Foundation

/// An APNs authentication key: the P-256 key of a `.p8` file (PKCS #8, PEM), which signs and
/// verifies provider tokens with ES256. The endpoint verifies with it (`--apns-key-p8`);
/// `island send --apns` signs with it, or with a key of its own made for the run.
package final class ProviderKey: @unchecked Sendable {
    let key: OpaquePointer

    private init(key: OpaquePointer) {
        self.key = key
    }

    deinit { EVP_PKEY_free(key) }

    /// Reads a `.p8` file (or any PEM private key on P-256).
    package static func load(path: String) throws(OpenSSLError) -> ProviderKey {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OpenSSLError(Sentence(.tlsCannotReadKey, ["path": path]))
        }
        return try parse(pem: Array(data), name: path)
    }

    package static func parse(pem: [UInt8], name: String) throws(OpenSSLError) -> ProviderKey {
        // The BIO reads the array's storage: it is read only inside the closure that lends it.
        guard let key = MemoryBIO.reading(pem, { PEM_read_bio_PrivateKey($0, nil, nil, nil) }) else {
            ERR_clear_error()
            throw OpenSSLError(Sentence(.tlsNotPEMKey, ["name": name]))
        }
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC, EVP_PKEY_get_bits(key) == 256 else {
            EVP_PKEY_free(key)
            throw OpenSSLError(Sentence(.tlsNotP256, ["name": name]))
        }
        return ProviderKey(key: key)
    }

    /// A new key (for a client that has none: its tokens have the right shape, and verify only
    /// against this key).
    package static func generate() throws(OpenSSLError) -> ProviderKey {
        guard let key = island_ec_p256_generate() else { throw OpenSSLError(Sentence(.tlsGenerateKey)) }
        return ProviderKey(key: key)
    }

    /// The key as a `.p8` file holds it (PKCS #8 PEM).
    package func pem() throws(OpenSSLError) -> [UInt8] {
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLError("BIO_new") }
        defer { BIO_free(bio) }
        guard PEM_write_bio_PrivateKey(bio, key, nil, nil, 0, nil, nil) == 1 else { throw OpenSSLError(Sentence(.tlsWriteKey)) }
        var data: UnsafeMutablePointer<CChar>?
        let count = island_bio_mem_data(bio, &data)
        guard let data, count > 0 else { throw OpenSSLError(Sentence(.tlsWriteKey)) }
        return Array(UnsafeRawBufferPointer(start: data, count: count))
    }

    /// ES256 over `input`: the JWT form of the signature, r and s as 32 bytes each.
    package func sign(_ input: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        guard let context = EVP_MD_CTX_new() else { throw OpenSSLError("EVP_MD_CTX_new") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1 else { throw OpenSSLError("sign") }
        var length = 0
        guard EVP_DigestSign(context, nil, &length, input, input.count) == 1 else { throw OpenSSLError("sign") }
        var der = [UInt8](repeating: 0, count: length)
        guard EVP_DigestSign(context, &der, &length, input, input.count) == 1 else { throw OpenSSLError("sign") }
        guard let raw = ES256Signature.raw(fromDER: Array(der.prefix(length))) else { throw OpenSSLError(Sentence(.tlsEncodeSignature)) }
        return raw
    }

    /// Whether `signature` (JWT form: r ‖ s, 64 bytes) is this key's ES256 signature of `input`.
    package func verify(_ input: [UInt8], signature raw: [UInt8]) -> Bool {
        guard let der = ES256Signature.der(fromRaw: raw) else { return false }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        let verified = EVP_DigestVerify(context, der, der.count, input, input.count) == 1
        ERR_clear_error()
        return verified
    }
}
