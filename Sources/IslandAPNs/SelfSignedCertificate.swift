import IslandText
import COpenSSL
import Foundation
import IslandIO
#if canImport(Glibc)
import Glibc
#endif

/// The endpoint's own certificate: made with OpenSSL on first use in island's state directory
/// (`$XDG_STATE_HOME/island/apns/`, else `~/.local/state/island/apns/`), for `localhost`,
/// `127.0.0.1` and `::1`, a P-256 key, valid two years; made again when it has expired or
/// cannot be read. A client trusts it with `curl --cacert <certificate>`.
package enum SelfSignedCertificate {
    package static let validity: TimeInterval = 2 * 365 * 86400

    /// The state directory for the endpoint's files.
    package static func directory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/island/apns"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/state/island/apns"
    }

    /// The certificate and key in `directory`, made now when missing or expired; `created`
    /// says which.
    package static func ensure(in directory: String) throws(OpenSSLError) -> (certificate: String, key: String, created: Bool) {
        let certificate = directory + "/cert.pem"
        let key = directory + "/key.pem"
        if isUsable(certificate: certificate, key: key) { return (certificate, key, false) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw OpenSSLError(Sentence(.tlsCannotMakeDirectory, ["path": directory, "reason": error.localizedDescription]))
        }
        let (certificatePEM, keyPEM) = try make()
        try write(keyPEM, to: key, mode: 0o600)
        try write(certificatePEM, to: certificate, mode: 0o644)
        return (certificate, key, true)
    }

    /// Both files readable, and the certificate not expired.
    static func isUsable(certificate: String, key: String) -> Bool {
        guard FileManager.default.isReadableFile(atPath: key), let data = FileManager.default.contents(atPath: certificate) else { return false }
        // The BIO reads the bytes' storage: it is read only inside the closure that lends it.
        guard let x509 = MemoryBIO.reading(Array(data), { PEM_read_bio_X509($0, nil, nil, nil) }) else {
            ERR_clear_error()
            return false
        }
        defer { X509_free(x509) }
        // Usable for at least one more day.
        var soon = time(nil) + 86400
        return X509_cmp_time(X509_get0_notAfter(x509), &soon) > 0
    }

    /// A new key and a certificate for it, both PEM.
    static func make() throws(OpenSSLError) -> (certificate: [UInt8], key: [UInt8]) {
        let key = try ProviderKey.generate()
        guard let x509 = X509_new() else { throw OpenSSLError("X509_new") }
        defer { X509_free(x509) }
        X509_set_version(x509, 2)
        var serial = [UInt8](repeating: 0, count: 16)
        RAND_bytes(&serial, Int32(serial.count))
        serial[0] &= 0x7F
        let number = serial.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress, Int32($0.count), nil) }
        defer { BN_free(number) }
        BN_to_ASN1_INTEGER(number, X509_get_serialNumber(x509))
        X509_gmtime_adj(X509_getm_notBefore(x509), -300)
        X509_gmtime_adj(X509_getm_notAfter(x509), Int(validity))
        X509_set_pubkey(x509, key.key)
        let name = X509_get_subject_name(x509)
        X509_NAME_add_entry_by_txt(name, "O", MBSTRING_ASC, "island", -1, -1, 0)
        X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, "island local APNs", -1, -1, 0)
        X509_set_issuer_name(x509, name)
        var context = X509V3_CTX()
        island_x509v3_ctx_init(&context, x509, x509)
        // A self-signed certificate that is its own CA: clients that trust it as a CA file
        // (curl --cacert, Python's ssl) accept it for the names below.
        let extensions: [(Int32, String)] = [
            (NID_basic_constraints, "critical,CA:TRUE"),
            (NID_key_usage, "critical,digitalSignature,keyCertSign"),
            (NID_ext_key_usage, "serverAuth"),
            (NID_subject_alt_name, "DNS:localhost,IP:127.0.0.1,IP:::1"),
            (NID_subject_key_identifier, "hash"),
            (NID_authority_key_identifier, "keyid:always"),
        ]
        for (nid, value) in extensions {
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else { throw OpenSSLError(Sentence(.tlsCertificateExtension, ["value": value])) }
            X509_add_ext(x509, ext, -1)
            X509_EXTENSION_free(ext)
        }
        guard X509_sign(x509, key.key, EVP_sha256()) > 0 else { throw OpenSSLError(Sentence(.tlsSignCertificate)) }
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLError("BIO_new") }
        defer { BIO_free(bio) }
        guard PEM_write_bio_X509(bio, x509) == 1 else { throw OpenSSLError(Sentence(.tlsWriteCertificate)) }
        var data: UnsafeMutablePointer<CChar>?
        let count = island_bio_mem_data(bio, &data)
        guard let data, count > 0 else { throw OpenSSLError(Sentence(.tlsWriteCertificate)) }
        return (Array(UnsafeRawBufferPointer(start: data, count: count)), try key.pem())
    }

    /// Writes a file with its mode from the start (the key is never readable by others, not
    /// even for a moment).
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(OpenSSLError) {
        let temporary = path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw OpenSSLError(Sentence(.tlsCannotWrite, ["path": temporary, "reason": String(cString: strerror(errno))])) }
        fchmod(fd, mode)
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                Descriptor.close(fd)
                throw OpenSSLError(Sentence(.tlsCannotWrite, ["path": temporary, "reason": reason]))
            }
            rest = rest.dropFirst(written)
        }
        Descriptor.close(fd)
        guard rename(temporary, path) == 0 else { throw OpenSSLError(Sentence(.tlsCannotRename, ["path": temporary, "reason": String(cString: strerror(errno))])) }
    }
}
