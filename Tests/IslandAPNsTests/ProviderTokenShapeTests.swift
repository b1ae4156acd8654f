import Foundation
import Testing
@testable import IslandAPNs
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandCore

/// The token shapes client libraries of every language send, as APNs takes them: DER and raw
/// signatures, `iat` as an integer, a float or a string, `typ` and extra claims; and
/// TooManyProviderTokenUpdates judged by the tokens' own `iat`s on a fake clock.
@Suite struct ProviderTokenShapeTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)
    static let key = try! ProviderKey.generate()

    /// A token with exactly this header and these claims, signed by `key`, its signature as
    /// JOSE writes it or as DER.
    static func token(header: String = #"{"alg":"ES256","kid":"ABCDE12345"}"#, claims: String, der: Bool = false, key: ProviderKey = key) throws -> String {
        let input = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let raw = try key.sign(Array(input.utf8))
        let signature = der ? try #require(ES256Signature.der(fromRaw: raw)) : raw
        return input + "." + Base64URL.encode(signature)
    }

    static func claims(iat: String, extra: String = "") -> String {
        #"{"iss":"TEAM123456","iat":\#(iat)\#(extra)}"#
    }

    static let iat = Int(now.timeIntervalSince1970) - 60

    /// Each shape, the departures island names, and that it verifies with the key.
    @Test(arguments: [
        ("raw signature, integer iat", claims(iat: "\(iat)"), false, #"{"alg":"ES256","kid":"ABCDE12345"}"#, [String]()),
        ("DER signature (Pushy, apnotic)", claims(iat: "\(iat)"), true, #"{"alg":"ES256","kid":"ABCDE12345"}"#, ["DER"]),
        ("string iat (kalyke-apns)", claims(iat: "\"\(iat)\""), false, #"{"alg":"ES256","kid":"ABCDE12345"}"#, ["string"]),
        ("float iat", claims(iat: "\(iat).25"), false, #"{"alg":"ES256","kid":"ABCDE12345"}"#, []),
        ("typ JWT", claims(iat: "\(iat)"), false, #"{"typ":"JWT","alg":"ES256","kid":"ABCDE12345"}"#, []),
        ("extra claims", claims(iat: "\(iat)", extra: #","exp":1764424800,"jti":"x","aud":"apns""#), false, #"{"alg":"ES256","kid":"ABCDE12345"}"#, []),
        ("DER and string iat", claims(iat: "\"\(iat)\""), true, #"{"alg":"ES256","kid":"ABCDE12345","typ":"JWT"}"#, ["string", "DER"]),
    ] as [(String, String, Bool, String, [String])])
    func everyShapeAPNsTakesIsTaken(name: String, claims: String, der: Bool, header: String, departures: [String]) throws {
        let text = try Self.token(header: header, claims: claims, der: der)
        let token = try ProviderToken.parse(authorization: "bearer " + text).get()
        #expect(token.check(now: Self.now, key: Self.key, expectedKeyID: "ABCDE12345") == nil, "\(name)")
        #expect(token.signature.count == 64)
        #expect(abs(token.issuedAt.timeIntervalSince1970 - Double(Self.iat)) < 1, "\(name)")
        let explanations = token.departures.map(\.explanation.english)
        #expect(explanations.count == departures.count, "\(name): \(explanations)")
        for (explanation, word) in zip(explanations, departures) {
            #expect(explanation.contains(word) && explanation.contains("corrected"), "\(name): \(explanation)")
        }
    }

    @Test func aDERSignatureOfAnotherKeyDoesNotVerify() throws {
        let other = try ProviderKey.generate()
        let text = try Self.token(claims: Self.claims(iat: "\(Self.iat)"), der: true, key: other)
        let token = try ProviderToken.parse(authorization: "bearer " + text).get()
        #expect(token.check(now: Self.now, key: Self.key, expectedKeyID: nil)?.reason == .invalidProviderToken)
    }

    @Test(arguments: ["\"soon\"", "\"1e9\"", "\"-5\"", "\"\"", "null", "[1]"])
    func anIatThatIsNoTimeIsInvalid(iat: String) throws {
        let text = try Self.token(claims: Self.claims(iat: iat))
        guard case .failure(let problem) = ProviderToken.parse(authorization: "bearer " + text) else {
            Issue.record("took iat \(iat)")
            return
        }
        #expect(problem.reason == .invalidProviderToken && problem.detail.english.contains("iat"))
    }

    @Test func aSignatureOfNeitherFormIsInvalid() throws {
        let input = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(Self.claims(iat: "\(Self.iat)").utf8))
        for bytes in [[UInt8](repeating: 7, count: 70), [0x30, 0x02, 0x02, 0x00], []] {
            guard case .failure(let problem) = ProviderToken.parse(authorization: "bearer " + input + "." + Base64URL.encode(bytes)) else {
                Issue.record("took a \(bytes.count)-byte signature")
                continue
            }
            #expect(problem.detail.english.contains("DER"))
        }
    }

    // MARK: TooManyProviderTokenUpdates by iat, on a fake clock

    static func parsed(issuedAt: Date, teamID: String = "TEAM123456", keyID: String = "ABCDE12345") throws -> ProviderToken {
        try ProviderToken.parse(authorization: "bearer " + ProviderToken.make(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: key)).get()
    }

    @Test func aNewTokenWithin20MinutesOfTheLastIsTooSoon() throws {
        var ledger = ProviderTokenLedger()
        let t0 = Self.now
        #expect(ledger.admit(try Self.parsed(issuedAt: t0), now: t0) == nil)
        // The same iat (a token re-signed) is no update; 19 minutes later is one too soon.
        #expect(ledger.admit(try Self.parsed(issuedAt: t0), now: t0.addingTimeInterval(60)) == nil)
        let soon = ledger.admit(try Self.parsed(issuedAt: t0.addingTimeInterval(19 * 60)), now: t0.addingTimeInterval(19 * 60))
        #expect(soon.map { Int($0.gap.rounded()) } == 19 * 60)
        #expect(soon?.detail.english.contains("20 minutes") == true)
        // At 20 minutes it is a refresh; the old token, still within its hour, is still taken.
        #expect(ledger.admit(try Self.parsed(issuedAt: t0.addingTimeInterval(20 * 60)), now: t0.addingTimeInterval(20 * 60)) == nil)
        #expect(ledger.admit(try Self.parsed(issuedAt: t0), now: t0.addingTimeInterval(21 * 60)) == nil)
        // Other providers are judged on their own.
        #expect(ledger.admit(try Self.parsed(issuedAt: t0.addingTimeInterval(21 * 60), teamID: "OTHERTEAM1"), now: t0.addingTimeInterval(21 * 60)) == nil)
        #expect(ledger.admit(try Self.parsed(issuedAt: t0.addingTimeInterval(21 * 60), keyID: "OTHERKEY01"), now: t0.addingTimeInterval(21 * 60)) == nil)
    }

    /// node-apn, APNSwift, sideshow/apns2 and PyAPNs2 share one token by age: a connection
    /// opened late sees it 54.5 minutes old, and its replacement a second later.
    @Test func theSharedTokensRefreshOnAYoungConnectionIsTaken() throws {
        var ledger = ProviderTokenLedger()
        var use = ProviderTokenUse()
        let issued = Self.now
        let opened = issued.addingTimeInterval(54.5 * 60)
        let old = try Self.parsed(issuedAt: issued)
        let new = try Self.parsed(issuedAt: opened.addingTimeInterval(1))
        #expect(old.checkAge(now: opened) == nil && ledger.admit(old, now: opened) == nil)
        use.remember(old, authorization: "bearer " + old.text)
        #expect(new.checkAge(now: opened.addingTimeInterval(1)) == nil && ledger.admit(new, now: opened.addingTimeInterval(1)) == nil)
    }

    /// A token 59:50 old, replaced by one made 10 minutes after it (a clock that lagged): the
    /// old one is about to expire, so its replacement is always taken.
    @Test func theReplacementOfANearlyExpiredTokenIsAlwaysTaken() throws {
        var ledger = ProviderTokenLedger()
        let issued = Self.now
        #expect(ledger.admit(try Self.parsed(issuedAt: issued), now: issued) == nil)
        let late = issued.addingTimeInterval(59 * 60 + 50)
        #expect(ledger.admit(try Self.parsed(issuedAt: issued.addingTimeInterval(10 * 60)), now: late) == nil)
        // Past its hour the old token itself is ExpiredProviderToken (the 60-minute rule).
        #expect(try Self.parsed(issuedAt: issued).checkAge(now: issued.addingTimeInterval(3601))?.reason == .expiredProviderToken)
        #expect(try Self.parsed(issuedAt: issued).checkAge(now: issued.addingTimeInterval(3600)) == nil)
    }

    @Test func theLedgerForgetsTheProviderHeardFromLongestAgo() throws {
        var ledger = ProviderTokenLedger()
        for index in 0..<(ProviderTokenLedger.providerLimit + 10) {
            let team = String(format: "T%09d", index)
            #expect(ledger.admit(try Self.parsed(issuedAt: Self.now, teamID: team), now: Self.now) == nil)
        }
        #expect(ledger.providerCount == ProviderTokenLedger.providerLimit)
    }

    // MARK: Through the request check

    static func request(authorization: String, priority: String = "10") -> HTTP2Message {
        var message = HTTP2Message()
        message.fields = [(":method", "POST"), (":path", "/3/device/\(APNsRequestCheckTests.live.token)"), ("authorization", authorization),
                          ("apns-push-type", "liveactivity"), ("apns-topic", APNsRequestCheckTests.topic), ("apns-priority", priority)]
        message.body = Array(#"{"aps":{"event":"update","content-state":{}}}"#.utf8)
        message.bodyLength = message.body.count
        return message
    }

    @Test func aDepartureIsAWarningOnTheDeliveryNeverA403() throws {
        let text = try Self.token(claims: Self.claims(iat: "\"\(Self.iat)\""), der: true)
        var use = ProviderTokenUse()
        let outcome = APNsRequestCheck.check(Self.request(authorization: "bearer " + text), number: 1, auth: APNsAuthPolicy(required: true, key: Self.key),
                                             tokenUse: &use, register: APNsRequestCheckTests.register, now: Self.now)
        guard case .deliver(let delivery, _) = outcome else {
            Issue.record("not delivered: \(outcome)")
            return
        }
        #expect(delivery.warnings.map(\.code) == [.providerTokenNotJOSE, .providerTokenNotJOSE])
    }

    /// The second request with the same header is not verified again: a key that would
    /// refuse it now is not asked (only the clock is).
    @Test func aVerifiedTokenIsCachedPerConnection() throws {
        let text = "bearer " + (try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now, key: Self.key))
        var use = ProviderTokenUse()
        let register = APNsRequestCheckTests.register
        guard case .deliver = APNsRequestCheck.check(Self.request(authorization: text), number: 1, auth: APNsAuthPolicy(required: true, key: Self.key),
                                                      tokenUse: &use, register: register, now: Self.now) else { throw Failure() }
        #expect(use.cached(text) != nil)
        let otherKey = APNsAuthPolicy(required: true, key: try ProviderKey.generate())
        guard case .deliver = APNsRequestCheck.check(Self.request(authorization: text), number: 2, auth: otherKey,
                                                      tokenUse: &use, register: register, now: Self.now.addingTimeInterval(60)) else { throw Failure() }
        // A new connection verifies afresh; and the cached token still expires on the clock.
        var fresh = ProviderTokenUse()
        guard case .answer(let refused, _) = APNsRequestCheck.check(Self.request(authorization: text), number: 3, auth: otherKey,
                                                                     tokenUse: &fresh, register: register, now: Self.now) else { throw Failure() }
        #expect(refused.reason == "InvalidProviderToken")
        guard case .answer(let expired, _) = APNsRequestCheck.check(Self.request(authorization: text), number: 4, auth: otherKey,
                                                                     tokenUse: &use, register: register, now: Self.now.addingTimeInterval(3601)) else { throw Failure() }
        #expect(expired.reason == "ExpiredProviderToken")
    }

    /// Within a connection a token 5 minutes newer is too soon; a second connection (another
    /// process that signed its own token at start) is judged on its own, as APNs does.
    @Test func theCountIsPerConnection() throws {
        var first = ProviderTokenUse()
        var second = ProviderTokenUse()
        let register = APNsRequestCheckTests.register
        let old = "bearer " + (try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now, key: Self.key))
        let early = "bearer " + (try ProviderToken.make(keyID: "ABCDE12345", teamID: "TEAM123456", issuedAt: Self.now.addingTimeInterval(300), key: Self.key))
        let later = Self.now.addingTimeInterval(300)
        guard case .deliver = APNsRequestCheck.check(Self.request(authorization: old), number: 1, auth: .shape, tokenUse: &first, register: register, now: later) else { throw Failure() }
        guard case .answer(let answer, _) = APNsRequestCheck.check(Self.request(authorization: early), number: 2, auth: .shape, tokenUse: &first, register: register, now: later) else { throw Failure() }
        #expect(answer.status == 429 && answer.reason == "TooManyProviderTokenUpdates")
        #expect(answer.header("x-island-reason")?.contains("300 s after") == true)
        guard case .deliver = APNsRequestCheck.check(Self.request(authorization: early), number: 3, auth: .shape, tokenUse: &second, register: register, now: later) else { throw Failure() }
    }

    // MARK: Priorities

    @Test(arguments: [("10", 10, false), ("5", 5, false), ("1", 1, true)])
    func prioritiesTenFiveAndOne(header: String, priority: Int, warned: Bool) throws {
        var use = ProviderTokenUse()
        guard case .deliver(let delivery, _) = APNsRequestCheck.check(Self.request(authorization: "", priority: header), number: 1, auth: .none,
                                                                       tokenUse: &use, register: APNsRequestCheckTests.register, now: Self.now) else { throw Failure() }
        #expect(delivery.priority == priority)
        #expect(delivery.warnings.contains { $0.code == .priorityNotForLiveActivity && $0.english.contains("corrected: apns-priority: 5") } == warned)
    }

    @Test func theAcceptedAnswerCarriesEachWarningWithItsExplanationAndTheSandboxsUniqueID() {
        let verdict = JSONValue.object(JSONObject([("verdict", "applied"), ("warnings", .array([
            .object(JSONObject([("code", "WARN_PROVIDER_TOKEN_NOT_JOSE"), ("message", "the provider token's iat is the string \"1\" — corrected: \"iat\":1")])),
        ]))]))
        let answer = APNsAnswer.accepted(apnsID: "id", verdict: verdict, uniqueID: "u-1")
        #expect(answer.header("apns-id") == "id")
        #expect(answer.header("apns-unique-id") == "u-1")
        #expect(answer.header("x-island-warnings") == "WARN_PROVIDER_TOKEN_NOT_JOSE")
        #expect(answer.header("x-island-warning")?.hasPrefix("WARN_PROVIDER_TOKEN_NOT_JOSE: the provider token's iat") == true)
        #expect(answer.header("x-island-warning")?.contains("\\u2014 corrected") == true)
        #expect(APNsAnswer.accepted(apnsID: "id", verdict: verdict).header("apns-unique-id") == nil)
        #expect(APNsEnvironment.sandbox.sendsUniqueID && !APNsEnvironment.production.sendsUniqueID)
    }

    struct Failure: Error {}
}
