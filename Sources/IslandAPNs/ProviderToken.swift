import IslandText
import Foundation
import IslandCore
import IslandJSON

/// The provider authentication token of a request (`authorization: bearer <JWT>`), read and
/// checked as APNs checks it. Source: Apple, "Establishing a token-based connection to APNs":
/// the header holds `alg` (only `ES256`) and `kid` (the 10-character key ID), the claims `iss`
/// (the 10-character team ID) and `iat` (seconds since 1970, UTC); APNs refuses a token whose
/// `iat` is more than one hour old, and one signed with another algorithm. APNs is lenient
/// where JOSE is strict, and island with it: a DER signature and a string `iat` are taken with a
/// `ProviderTokenDeparture`; `typ`, a float `iat` and claims beyond `iss` and `iat` are JOSE's
/// own and taken silently.
package struct ProviderToken: Hashable, Sendable {
    /// How old `iat` may be before APNs answers ExpiredProviderToken.
    package static let lifetime: TimeInterval = 3600
    /// How far ahead of island's clock `iat` may be (island's choice: Apple is silent; clocks
    /// of two machines differ by a little).
    package static let clockSkew: TimeInterval = 300

    package let text: String
    package let keyID: String
    package let teamID: String
    package let issuedAt: Date
    /// `header.claims`, the bytes the signature covers.
    package let signingInput: [UInt8]
    /// r ‖ s, 64 bytes (converted when the token carried DER).
    package let signature: [UInt8]
    /// Where the token departs from JOSE though APNs takes it.
    package let departures: [ProviderTokenDeparture]

    /// A problem with the token: the reason APNs gives and island's sentence on it.
    package struct Problem: Error, Hashable, Sendable {
        package let reason: APNsReason
        package let detail: Sentence
    }

    /// Reads `authorization`'s value; every fault of shape is InvalidProviderToken.
    package static func parse(authorization: String) -> Result<ProviderToken, Problem> {
        func invalid(_ detail: Sentence) -> Result<ProviderToken, Problem> {
            .failure(Problem(reason: .invalidProviderToken, detail: detail))
        }
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            return invalid(Sentence(.apnsJWTNotBearer))
        }
        let token = String(parts[1]).trimmingCharacters(in: .whitespaces)
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else {
            return invalid(Sentence(.apnsJWTParts, ["count": String(segments.count)]))
        }
        guard let headerBytes = Base64URL.decode(segments[0]), let header = try? JSONParser.parse(headerBytes[...]).objectValue else {
            return invalid(Sentence(.apnsJWTHeaderNotJSON))
        }
        guard let claimsBytes = Base64URL.decode(segments[1]), let claims = try? JSONParser.parse(claimsBytes[...]).objectValue else {
            return invalid(Sentence(.apnsJWTClaimsNotJSON))
        }
        guard header["alg"]?.stringValue == "ES256" else {
            return invalid(Sentence(.apnsJWTAlg, ["value": describe(header["alg"])]))
        }
        guard let keyID = header["kid"]?.stringValue, isAppleIdentifier(keyID) else {
            return invalid(Sentence(.apnsJWTKid, ["value": describe(header["kid"])]))
        }
        guard let teamID = claims["iss"]?.stringValue, isAppleIdentifier(teamID) else {
            return invalid(Sentence(.apnsJWTIss, ["value": describe(claims["iss"])]))
        }
        var departures: [ProviderTokenDeparture] = []
        let seconds: Double
        if let number = claims["iat"]?.doubleValue, number.isFinite {
            seconds = number
        } else if let text = claims["iat"]?.stringValue, isDecimal(text), let number = Double(text), number.isFinite {
            seconds = number
            departures.append(.stringIssuedAt(text))
        } else {
            return invalid(Sentence(.apnsJWTIat, ["value": describe(claims["iat"])]))
        }
        guard let bytes = Base64URL.decode(segments[2]) else {
            return invalid(Sentence(.apnsJWTSignatureNotBase64))
        }
        let signature: [UInt8]
        if bytes.count == ES256Signature.rawLength {
            signature = bytes
        } else if let raw = ES256Signature.raw(fromDER: bytes) {
            signature = raw
            departures.append(.derSignature(bytes: bytes.count))
        } else {
            return invalid(Sentence(.apnsJWTSignatureSize, ["bytes": String(bytes.count)]))
        }
        let input = Array(token.utf8.prefix(segments[0].utf8.count + 1 + segments[1].utf8.count))
        return .success(ProviderToken(text: token, keyID: keyID, teamID: teamID, issuedAt: Date(timeIntervalSince1970: seconds),
                                      signingInput: input, signature: signature, departures: departures))
    }

    /// Digits, with at most one decimal point between digits.
    static func isDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.utf8.count <= 20 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }

    /// The checks that need the clock and the key: not older than an hour, not from the future,
    /// signed by `key` when island has it (`--apns-key-p8`), with its key ID when the key's file
    /// name says it (`AuthKey_<KEYID>.p8`, as Apple names the download).
    package func check(now: Date, key: ProviderKey?, expectedKeyID: String?) -> Problem? {
        checkAge(now: now) ?? checkSignature(key: key, expectedKeyID: expectedKeyID)
    }

    /// The clock's checks, which a token that verified once still needs on every request.
    package func checkAge(now: Date) -> Problem? {
        let age = now.timeIntervalSince(issuedAt)
        if age > Self.lifetime {
            return Problem(reason: .expiredProviderToken, detail: Sentence(.apnsJWTExpired, ["seconds": String(Int(age))]))
        }
        if -age > Self.clockSkew {
            return Problem(reason: .invalidProviderToken, detail: Sentence(.apnsJWTFuture, ["seconds": String(Int(-age))]))
        }
        return nil
    }

    /// The key's checks: the same token text always gives the same answer.
    package func checkSignature(key: ProviderKey?, expectedKeyID: String?) -> Problem? {
        if let expectedKeyID, keyID != expectedKeyID {
            return Problem(reason: .invalidProviderToken, detail: Sentence(.apnsJWTWrongKey, ["kid": keyID, "expected": expectedKeyID]))
        }
        if let key, !key.verify(signingInput, signature: signature) {
            return Problem(reason: .invalidProviderToken, detail: Sentence(.apnsJWTBadSignature))
        }
        return nil
    }

    /// A signed token (for `island send --apns` and the tests).
    package static func make(keyID: String, teamID: String, issuedAt: Date, key: ProviderKey) throws(OpenSSLError) -> String {
        let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"\#(keyID)"}"#.utf8))
        let claims = Base64URL.encode(Array(#"{"iss":"\#(teamID)","iat":\#(Int(issuedAt.timeIntervalSince1970))}"#.utf8))
        let input = header + "." + claims
        return input + "." + Base64URL.encode(try key.sign(Array(input.utf8)))
    }

    /// Apple's key and team IDs: 10 characters, upper-case letters and digits.
    static func isAppleIdentifier(_ text: String) -> Bool {
        text.utf8.count == 10 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
    }

    static func describe(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        return String(JSONWriter.string(value).prefix(40))
    }

    /// The key ID in Apple's file name for a key, `AuthKey_<KEYID>.p8`.
    package static func keyID(fromFileName path: String) -> String? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard name.hasPrefix("AuthKey_"), name.hasSuffix(".p8") else { return nil }
        let id = String(name.dropFirst("AuthKey_".count).dropLast(".p8".count))
        return isAppleIdentifier(id) ? id : nil
    }
}
