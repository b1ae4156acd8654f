import IslandText
/// A way a provider token departs from JOSE (RFC 7515, 7518, 7519) that APNs still takes:
/// island answers as APNs does (200) and says what the JWT should have held, so a backend
/// learns of it here rather than from a stricter JWT library one day.
package enum ProviderTokenDeparture: Hashable, Sendable {
    /// The signature is DER (ASN.1 `SEQUENCE { r, s }`), as OpenSSL and Java's `Signature`
    /// write it; RFC 7518 §3.4 wants r and s as two 32-byte big-endian numbers (64 bytes).
    /// Pushy (Java) and apnotic (Ruby) send DER, and APNs answers them 200.
    case derSignature(bytes: Int)
    /// `iat` is a string of digits; RFC 7519 §2 makes a NumericDate a JSON number (kalyke-apns,
    /// APNSwift before July 2026).
    case stringIssuedAt(String)

    /// The sentence for the events pane and `x-island-warning`: what was sent, why it departs,
    /// and the corrected value.
    package var explanation: Sentence {
        switch self {
        case .derSignature(let bytes):
            return Sentence(.apnsTokenDERSignature, ["bytes": String(bytes)])
        case .stringIssuedAt(let text):
            return Sentence(.apnsTokenStringIssuedAt, ["text": String(text.prefix(24))])
        }
    }
}
