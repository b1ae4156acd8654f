import Foundation
import Testing
@testable import IslandAPNs

/// The provider token's shape, age and signature, as APNs checks them.
@Suite struct ProviderTokenTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)

    @Test func aSignedTokenHasTheShapeAPNsWants() throws {
        let key = try ProviderKey.generate()
        let text = try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now, key: key)
        let parts = text.split(separator: ".")
        #expect(parts.count == 3)
        let header = try #require(Base64URL.decode(parts[0]))
        #expect(String(decoding: header, as: UTF8.self) == #"{"alg":"ES256","kid":"ABCDE12345"}"#)
        #expect(Base64URL.decode(parts[2])?.count == 64)
        let token = try ProviderToken.parse(authorization: "bearer " + text).get()
        #expect(token.keyID == "ABCDE12345" && token.teamID == "TEAM123456" && token.issuedAt == Self.now)
        #expect(token.check(now: Self.now, key: key, expectedKeyID: "ABCDE12345") == nil)
    }

    @Test(arguments: [
        (59.0 * 60, nil),
        (3599, nil),
        (3601, APNsReason.expiredProviderToken),
        (2 * 3600, APNsReason.expiredProviderToken),
        (-200, nil),
        (-400, APNsReason.invalidProviderToken),
    ] as [(TimeInterval, APNsReason?)])
    func aTokenExpiresAfterAnHour(age: TimeInterval, expected: APNsReason?) throws {
        let key = try ProviderKey.generate()
        let text = try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now.addingTimeInterval(-age), key: key)
        let token = try ProviderToken.parse(authorization: "Bearer " + text).get()
        #expect(token.check(now: Self.now, key: nil, expectedKeyID: nil)?.reason == expected)
    }

    @Test func anotherKeysSignatureDoesNotVerify() throws {
        let mine = try ProviderKey.generate()
        let theirs = try ProviderKey.generate()
        let text = try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now, key: theirs)
        let token = try ProviderToken.parse(authorization: "bearer " + text).get()
        #expect(token.check(now: Self.now, key: mine, expectedKeyID: nil)?.reason == .invalidProviderToken)
        #expect(token.check(now: Self.now, key: theirs, expectedKeyID: "ZZZZZ99999")?.reason == .invalidProviderToken)
        #expect(token.check(now: Self.now, key: theirs, expectedKeyID: nil) == nil)
    }

    @Test func aKeyReadFromItsP8FileVerifiesWhatItSigned() throws {
        let key = try ProviderKey.generate()
        let reread = try ProviderKey.parse(pem: try key.pem(), name: "AuthKey_ABCDE12345.p8")
        let text = try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now, key: reread)
        let token = try ProviderToken.parse(authorization: "bearer " + text).get()
        #expect(token.check(now: Self.now, key: key, expectedKeyID: nil) == nil)
        #expect(ProviderToken.keyID(fromFileName: "/keys/AuthKey_ABCDE12345.p8") == "ABCDE12345")
        #expect(ProviderToken.keyID(fromFileName: "/keys/key.p8") == nil)
        #expect(throws: OpenSSLError.self) { try ProviderKey.parse(pem: Array("not a key".utf8), name: "x.p8") }
    }

    @Test(arguments: [
        "basic abc",
        "bearer a.b",
        "bearer !!.e30.e30",
        "bearer " + Base64URL.encode(Array(#"{"alg":"ES256"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"TEAM123456","iat":1}"#.utf8)) + "." + Base64URL.encode([UInt8](repeating: 0, count: 64)),
        "bearer " + Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iat":1}"#.utf8)) + "." + Base64URL.encode([UInt8](repeating: 0, count: 64)),
        "bearer " + Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"TEAM123456","iat":"1 h"}"#.utf8)) + "." + Base64URL.encode([UInt8](repeating: 0, count: 64)),
        "bearer " + Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"TEAM123456","iat":1}"#.utf8)) + "." + Base64URL.encode([UInt8](repeating: 0, count: 10)),
        "bearer " + Base64URL.encode(Array(#"{"alg":"none","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"TEAM123456","iat":1}"#.utf8)) + ".",
    ])
    func aMalformedTokenIsInvalid(authorization: String) {
        guard case .failure(let problem) = ProviderToken.parse(authorization: authorization) else {
            Issue.record("accepted \(authorization)")
            return
        }
        #expect(problem.reason == .invalidProviderToken)
        #expect(!problem.detail.english.isEmpty)
    }
}
