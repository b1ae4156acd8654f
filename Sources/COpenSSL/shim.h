#ifndef ISLAND_COPENSSL_SHIM_H
#define ISLAND_COPENSSL_SHIM_H

// OpenSSL 3 (Debian: libssl-dev). Function-like macros and variadic calls are invisible to
// Swift: the few island needs are wrapped here as static inline functions.
#include <string.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

/// A new P-256 key (`EVP_EC_gen` is a macro over a variadic call).
static inline EVP_PKEY *island_ec_p256_generate(void) {
    return EVP_EC_gen("P-256");
}

/// TLS 1.2 at least, as APNs requires.
static inline int island_ssl_ctx_set_min_tls12(SSL_CTX *ctx) {
    return (int)SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
}

/// A partial SSL_write is fine, and the buffer may move between retries (island retries
/// from a queue that may have grown).
static inline long island_ssl_ctx_set_nonblocking_modes(SSL_CTX *ctx) {
    return SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}

/// OpenSSL reads what the socket holds in one call, not each record's header and then its
/// body in two: a burst of small HTTP/2 frames is one read (what it read ahead is
/// `SSL_has_pending`).
static inline long island_ssl_ctx_set_read_ahead(SSL_CTX *ctx) {
    return SSL_CTX_set_read_ahead(ctx, 1);
}

/// A peer that closes the socket without close_notify reads as a clean close (SSL_ERROR_ZERO_RETURN),
/// not as "unexpected eof while reading": HTTP/2 ends its own streams, truncation cannot hurt.
static inline unsigned long island_ssl_ctx_ignore_unexpected_eof(SSL_CTX *ctx) {
    return (unsigned long)SSL_CTX_set_options(ctx, SSL_OP_IGNORE_UNEXPECTED_EOF);
}

/// The bytes a memory BIO holds.
static inline long island_bio_mem_data(BIO *bio, char **data) {
    return BIO_get_mem_data(bio, data);
}

/// SNI for a client connection.
static inline long island_ssl_set_host_name(SSL *ssl, const char *name) {
    return SSL_set_tlsext_host_name(ssl, name);
}

/// An X509v3 context without a config database (`X509V3_set_ctx_nodb` is a macro).
static inline void island_x509v3_ctx_init(X509V3_CTX *ctx, X509 *issuer, X509 *subject) {
    memset(ctx, 0, sizeof(*ctx));
    X509V3_set_ctx(ctx, issuer, subject, NULL, NULL, 0);
}

#endif
