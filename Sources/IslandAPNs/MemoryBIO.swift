import COpenSSL

/// A read-only OpenSSL BIO over bytes, for exactly as long as `body` runs: `BIO_new_mem_buf`
/// does not copy, so the bytes' storage must outlive every read of the BIO.
enum MemoryBIO {
    static func reading<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> T?) -> T? {
        bytes.withUnsafeBytes { raw -> T? in
            guard let base = raw.baseAddress, let bio = BIO_new_mem_buf(base, Int32(raw.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
    }
}
