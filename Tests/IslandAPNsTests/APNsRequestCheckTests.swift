import Foundation
import Testing
@testable import IslandAPNs
@testable import IslandCore
@testable import IslandJSON

/// Every answer APNs gives before the device sees a push, one request each, against a register
/// that knows the push-to-start token, one live activity and one dismissed one.
@Suite struct APNsRequestCheckTests {
    static let now = Date(timeIntervalSince1970: 1_764_421_200)
    static let live = TokenAnnouncement(kind: .activity, token: String(repeating: "a", count: 64), activityID: "trip", attributesType: "T", app: "com.example.rnv")
    static let gone = TokenAnnouncement(kind: .activity, token: String(repeating: "b", count: 64), activityID: "old", attributesType: "T", app: "com.example.rnv")
    static let topic = "com.example.rnv.push-type.liveactivity"

    static var register: TokenRegister {
        var register = TokenRegister()
        register.note(.token(.pushToStart, at: now))
        register.note(.token(live, at: now))
        register.note(.token(gone, at: now))
        register.note(.lifecycle(.dismissed(activityID: "old", reason: .user), app: "com.example.rnv", at: now.addingTimeInterval(5)))
        return register
    }

    static let key = try! ProviderKey.generate()

    static func jwt(issuedAt: Date = now.addingTimeInterval(-60), keyID: String = "ABCDE12345", key: ProviderKey = key) -> String {
        "bearer " + (try! ProviderToken.make(keyID: keyID, teamID: "TEAM123456", issuedAt: issuedAt, key: key))
    }

    /// A request APNs accepts, with `changes` applied (nil removes a field).
    static func request(_ changes: [String: String?] = [:], body: String = #"{"aps":{"event":"update","content-state":{}}}"#, token: String = live.token) -> HTTP2Message {
        var fields: [(String, String?)] = [
            (":method", "POST"), (":scheme", "https"), (":path", "/3/device/\(token)"), (":authority", "localhost"),
            ("authorization", jwt()), ("apns-push-type", "liveactivity"), ("apns-topic", topic), ("apns-priority", "10"),
            ("apns-expiration", "0"), ("apns-id", "123e4567-e89b-12d3-a456-426614174000"),
        ]
        for (name, value) in changes {
            if let index = fields.firstIndex(where: { $0.0 == name }) { fields[index].1 = value } else { fields.append((name, value)) }
        }
        var message = HTTP2Message()
        message.fields = fields.compactMap { name, value in value.map { (name, $0) } }
        message.body = Array(body.utf8)
        message.bodyLength = message.body.count
        return message
    }

    static func check(_ message: HTTP2Message, auth: APNsAuthPolicy = .shape) -> APNsRequestCheck.Outcome {
        var use = ProviderTokenUse()
        return APNsRequestCheck.check(message, number: 1, auth: auth, tokenUse: &use, register: register, now: now, makeID: { "generated-id" })
    }

    static let cases: [(String, HTTP2Message, APNsReason)] = [
        ("GET", request([":method": "GET"]), .methodNotAllowed),
        ("path", request([":path": "/3/other/x"]), .badPath),
        ("no token", request([":path": "/3/device/"]), .missingDeviceToken),
        ("no authorization", request(["authorization": nil]), .missingProviderToken),
        ("not a JWT", request(["authorization": "bearer abc"]), .invalidProviderToken),
        ("HS256", request(["authorization": "bearer " + Base64URL.encode(Array(#"{"alg":"HS256","kid":"ABCDE12345"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"TEAM123456","iat":1764421100}"#.utf8)) + "." + Base64URL.encode([UInt8](repeating: 1, count: 64))]), .invalidProviderToken),
        ("expired", request(["authorization": jwt(issuedAt: now.addingTimeInterval(-3601))]), .expiredProviderToken),
        ("push type", request(["apns-push-type": "alert"]), .invalidPushType),
        ("no push type", request(["apns-push-type": nil]), .invalidPushType),
        ("no topic", request(["apns-topic": nil]), .missingTopic),
        ("bad topic", request(["apns-topic": "com example"]), .badTopic),
        ("bundle topic", request(["apns-topic": "com.example.rnv"]), .topicDisallowed),
        ("priority", request(["apns-priority": "2"]), .badPriority),
        ("expiration", request(["apns-expiration": "soon"]), .badExpirationDate),
        ("apns-id", request(["apns-id": "42"]), .badMessageId),
        ("collapse id", request(["apns-collapse-id": String(repeating: "x", count: 65)]), .badCollapseId),
        ("empty", request(body: ""), .payloadEmpty),
        ("4097 bytes", request(body: String(repeating: " ", count: 4097)), .payloadTooLarge),
        ("not hex", request(token: "xyz"), .badDeviceToken),
        ("unknown token", request(token: String(repeating: "c", count: 64)), .badDeviceToken),
        ("dismissed", request(token: gone.token), .unregistered),
        ("other app", request(["apns-topic": "com.other.push-type.liveactivity"]), .deviceTokenNotForTopic),
    ]

    @Test func everyCaseRuns() {
        #expect(Self.cases.count >= 22)
        let covered = Set(Self.cases.map(\.2))
        let answerable = Set(APNsReason.allCases).subtracting([.duplicateHeaders, .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable, .shutdown,
            // The broadcast API's (APNsBroadcastEndToEndTests).
            .missingChannelId, .badMessageStoragePolicy, .cannotCreateChannelConfig, .channelNotRegistered])
        #expect(answerable.isSubset(of: covered), "no case for \(answerable.subtracting(covered))")
    }

    @Test(arguments: cases.indices)
    func aFaultGetsAPNsAnswer(index: Int) throws {
        let (name, message, reason) = Self.cases[index]
        guard case .answer(let answer, let log) = Self.check(message) else {
            Issue.record("\(name): delivered, expected \(reason.rawValue)")
            return
        }
        #expect(answer.status == reason.status, "\(name)")
        #expect(answer.reason == reason.rawValue, "\(name): \(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.header("apns-id") != nil)
        #expect(answer.header("x-island-reason")?.isEmpty == false)
        #expect(log.english.contains(reason.rawValue))
    }

    @Test func unregisteredSaysWhenTheTokenWentAway() throws {
        guard case .answer(let answer, _) = Self.check(Self.request(token: Self.gone.token)) else { throw Failure() }
        let body = try JSONParser.parse(answer.body[...]).objectValue
        #expect(body?["timestamp"]?.doubleValue == 1_764_421_205_000)
    }

    @Test func anAcceptedRequestGoesToTheDeviceWithItsHeaders() throws {
        guard case .deliver(let delivery, let body) = Self.check(Self.request(["apns-priority": "5"])) else { throw Failure() }
        #expect(delivery.deviceToken == Self.live.token)
        #expect(delivery.topic == Self.topic)
        #expect(delivery.app == "com.example.rnv")
        #expect(delivery.priority == 5)
        #expect(delivery.apnsID == "123e4567-e89b-12d3-a456-426614174000")
        #expect(String(decoding: body, as: UTF8.self).contains("content-state"))
    }

    @Test func withoutApnsIDOneIsMadeAndEchoed() throws {
        guard case .deliver(let delivery, _) = Self.check(Self.request(["apns-id": nil, "apns-priority": nil])) else { throw Failure() }
        #expect(delivery.apnsID == "generated-id")
        #expect(delivery.priority == 10)
        guard case .answer(let answer, _) = Self.check(Self.request(["apns-id": nil, "apns-push-type": "voip"])) else { throw Failure() }
        #expect(answer.header("apns-id") == "generated-id")
    }

    @Test func aRepeatedHeaderIsDuplicateHeaders() throws {
        var message = Self.request()
        message.fields.append(("apns-topic", Self.topic))
        guard case .answer(let answer, _) = Self.check(message) else { throw Failure() }
        #expect(answer.reason == "DuplicateHeaders")
    }

    @Test func withoutAuthNoTokenIsNeeded() throws {
        guard case .deliver = Self.check(Self.request(["authorization": nil]), auth: .none) else { throw Failure() }
    }

    @Test func thePushToStartTokenTakesAnyApp() throws {
        guard case .deliver(let delivery, _) = Self.check(Self.request(["apns-topic": "org.any.push-type.liveactivity"], token: PushToken.pushToStart.uppercased())) else { throw Failure() }
        #expect(delivery.deviceToken == PushToken.pushToStart)
    }

    /// Sandbox and production are separate: a production endpoint's device announced only its
    /// production tokens, so the sandbox push-to-start token is BadDeviceToken there, and says why.
    @Test func aTokenOfTheOtherEnvironmentIsABadDeviceToken() throws {
        var production = TokenRegister()
        production.note(.token(.pushToStart(in: .production), at: Self.now))
        var auth = APNsAuthPolicy.shape
        auth.environment = .production
        var use = ProviderTokenUse()
        let sandboxToken = APNsRequestCheck.check(Self.request(token: PushToken.pushToStart), number: 1, auth: auth, tokenUse: &use, register: production, now: Self.now)
        guard case .answer(let refused, _) = sandboxToken else { throw Failure() }
        #expect(refused.status == 400 && refused.reason == "BadDeviceToken")
        #expect(refused.header("x-island-reason")?.contains("sandbox push-to-start token") == true, "\(refused.headers)")
        let productionToken = APNsRequestCheck.check(Self.request(token: PushToken.pushToStart(in: .production)), number: 2, auth: auth, tokenUse: &use, register: production, now: Self.now)
        guard case .deliver = productionToken else { throw Failure() }
        // And the other way round: the sandbox endpoint's register does not know production's.
        guard case .answer(let back, _) = Self.check(Self.request(token: PushToken.pushToStart(in: .production))) else { throw Failure() }
        #expect(back.reason == "BadDeviceToken")
    }

    @Test func answersAreAPNsJSONAndHeadersAreASCII() {
        let answer = APNsAnswer.failure(.badTopic, apnsID: "x", detail: "Straßenbahn \u{1B}[31m")
        #expect(String(decoding: answer.body, as: UTF8.self) == #"{"reason":"BadTopic"}"#)
        #expect(answer.header("x-island-reason") == #"Stra\u00DFenbahn \u001B[31m"#)
        let accepted = APNsAnswer.accepted(apnsID: "y", verdict: .object(JSONObject([("verdict", "ignored"), ("code", "IGNORED_AFTER_END"), ("reason", "ended")])))
        #expect(accepted.status == 200 && accepted.body.isEmpty)
        #expect(accepted.header("x-island-verdict") == "ignored")
        #expect(accepted.header("x-island-code") == "IGNORED_AFTER_END")
    }

    struct Failure: Error {}
}
