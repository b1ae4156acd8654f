import IslandText
import IslandTypes
import IslandJSON
import Foundation
import IslandCore

/// What APNs checks of a request before it delivers anything, in island's order: the method
/// and path, repeated headers, the provider token, the headers of a Live Activity push, the
/// body's size, and last the device token against the tokens the device announced. Pure: the
/// endpoint hands in the request, its connection's token use, the register and the time.
/// Sources: Apple, "Sending notification requests to APNs" (headers), "Handling notification
/// responses from APNs" (answers), "Establishing a token-based connection to APNs" (tokens),
/// "Starting and updating Live Activities with ActivityKit push notifications" (push type and
/// topic).
package enum APNsRequestCheck {
    /// What became of the request: an answer now, or a push for the device.
    package enum Outcome: Sendable {
        case answer(APNsAnswer, log: Sentence)
        case deliver(APNsDelivery, body: [UInt8])
    }

    /// APNs's limit for a notification payload.
    package static let bodyLimit = PushDecoder.apnsBodyLimit
    /// `apns-collapse-id` may be at most 64 bytes.
    package static let collapseIDLimit = 64
    /// Headers APNs reads; a repeated one is DuplicateHeaders.
    static let singleHeaders = ["authorization", "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-id", "apns-collapse-id"]
    static let pathPrefix = "/3/device/"

    /// - Parameters:
    ///   - tokenUse: the connection's verified tokens (a token it showed before is not verified
    ///     again) and each provider's newest token on it (TooManyProviderTokenUpdates).
    package static func check(_ request: HTTP2Message, number: Int, auth: APNsAuthPolicy, tokenUse: inout ProviderTokenUse,
                              register: TokenRegister, now: Date,
                              makeID: () -> String = { UUID().uuidString }) -> Outcome {
        let givenID = request.field("apns-id")
        let apnsID = givenID.flatMap { isUUID($0) ? $0 : nil } ?? makeID()
        func fail(_ reason: APNsReason, _ detail: String, unregisteredAt: Date? = nil) -> Outcome {
            let method = request.field(":method") ?? "?"
            let path = request.field(":path") ?? "?"
            let shownPath = path.count > 60 ? String(path.prefix(60)) + "…" : path
            return .answer(.failure(reason, apnsID: apnsID, detail: detail, unregisteredAt: unregisteredAt),
                           log: Sentence(.apnsRequestFailed, ["number": String(number), "method": method, "path": shownPath,
                                                                   "status": String(reason.status), "reason": reason.rawValue, "detail": detail]))
        }

        let method = request.field(":method") ?? ""
        guard method == "POST" else {
            return fail(.methodNotAllowed, "the method is \(method.isEmpty ? "missing" : method); APNs takes only POST")
        }
        let path = request.field(":path") ?? ""
        guard path.hasPrefix(pathPrefix) else {
            return fail(.badPath, "the path must be /3/device/<device token>")
        }
        let token = String(path.dropFirst(pathPrefix.count))
        guard !token.isEmpty else {
            return fail(.missingDeviceToken, "the path ends before the device token: /3/device/<device token>")
        }
        if let repeated = singleHeaders.first(where: { request.count(of: $0) > 1 }) {
            return fail(.duplicateHeaders, "\(repeated) is sent \(request.count(of: repeated)) times")
        }

        var warnings: [Warning] = []
        if auth.required {
            guard let authorization = request.field("authorization") else {
                return fail(.missingProviderToken, "no authorization header: send \"authorization: bearer <JWT>\" (or run island with --apns-no-auth)")
            }
            switch provider(authorization, auth: auth, tokenUse: &tokenUse, now: now) {
            case .failure(let problem): return fail(problem.reason, problem.detail)
            case .success(let token):
                warnings += token.departures.map { Warning(.providerTokenNotJOSE, $0.explanation) }
            }
        }

        guard let pushType = request.field("apns-push-type"), pushType == "liveactivity" else {
            let given = request.field("apns-push-type").map { "\"\($0)\"" } ?? "missing"
            return fail(.invalidPushType, "apns-push-type is \(given); a Live Activity push needs \"liveactivity\" (island takes no other kind of push)")
        }
        guard let topic = request.field("apns-topic") else {
            return fail(.missingTopic, "apns-topic is missing; a Live Activity push needs <bundle ID>.push-type.liveactivity")
        }
        guard isBundleTopic(topic) else {
            return fail(.badTopic, "apns-topic \"\(topic)\" is not a bundle ID")
        }
        // Compared as bytes (a bundle ID is ASCII): `hasSuffix` and `count` walk graphemes.
        let suffix = PushDecoder.liveActivityTopicSuffix.utf8
        guard topic.utf8.count > suffix.count, topic.utf8.suffix(suffix.count).elementsEqual(suffix) else {
            return fail(.topicDisallowed, "apns-topic \"\(topic)\" lacks .push-type.liveactivity: a Live Activity push goes to <bundle ID>.push-type.liveactivity")
        }
        var priority = 10
        if let text = request.field("apns-priority") {
            guard let value = Int(text), [1, 5, 10].contains(value) else {
                return fail(.badPriority, "apns-priority is \"\(text)\"; APNs takes 10 (high), 5 (low) or 1 (power first), and a Live Activity push 5 or 10")
            }
            priority = value
            if value == 1 {
                warnings.append(Warning(.priorityNotForLiveActivity, .apnsPriorityOne))
            }
        }
        if let text = request.field("apns-expiration") {
            guard let value = Int64(text), value >= 0 else {
                return fail(.badExpirationDate, "apns-expiration is \"\(text)\"; it is Unix seconds (0: deliver once or never)")
            }
        }
        if let givenID, !isUUID(givenID) {
            return fail(.badMessageId, "apns-id \"\(givenID.prefix(60))\" is not a UUID (8-4-4-4-12 hex digits)")
        }
        if let collapse = request.field("apns-collapse-id"), collapse.utf8.count > collapseIDLimit {
            return fail(.badCollapseId, "apns-collapse-id is \(collapse.utf8.count) bytes; at most \(collapseIDLimit)")
        }
        guard request.bodyLength > 0 else {
            return fail(.payloadEmpty, "the body is empty; send the ActivityKit payload {\"aps\":{…}}")
        }
        guard request.bodyLength <= bodyLimit else {
            return fail(.payloadTooLarge, "the body is \(request.bodyLength) bytes; APNs takes at most \(bodyLimit)")
        }

        guard PushToken.isWellFormed(token) else {
            return fail(.badDeviceToken, "the device token must be \(PushToken.length) hex digits, got \(token.count) characters")
        }
        guard let entry = register.entry(for: token) else {
            let environment = auth.environment
            let other: APNsEnvironment = environment == .sandbox ? .production : .sandbox
            if PushToken.normalized(token) == PushToken.pushToStart(in: other) {
                return fail(.badDeviceToken, "that is the device's \(other.rawValue) push-to-start token, and this endpoint plays \(environment.rawValue) (--apns-environment): a token of one environment is unknown in the other")
            }
            return fail(.badDeviceToken, "this device never announced the token \(PushToken.normalized(token)) in \(environment.rawValue) (island tokens lists those it did; a token of the other environment, or of an activity started by push-to-start without \"input-push-token\": 1, is unknown here)")
        }
        if let replaced = entry.replacedAt {
            // Apple documents no answer for a rotated Live Activity token; 410 Unregistered
            // ("the device token is inactive") tells a backend to drop it: island's choice.
            return fail(.unregistered, "the token of activity \(entry.announcement.activityID ?? "?") was replaced by a newer one (pushTokenUpdates): send to the new token (island tokens)", unregisteredAt: replaced)
        }
        if let dismissed = entry.dismissedAt {
            return fail(.unregistered, "the token belonged to activity \(entry.announcement.activityID ?? "?"), which has left the Lock Screen", unregisteredAt: dismissed)
        }
        if let app = entry.announcement.app, APNsDelivery.app(ofTopic: topic) != app {
            return fail(.deviceTokenNotForTopic, "the token belongs to \(app)\(PushDecoder.liveActivityTopicSuffix), not to \(topic)")
        }
        let delivery = APNsDelivery(request: number, deviceToken: PushToken.normalized(token), topic: topic, priority: priority, apnsID: apnsID, warnings: warnings)
        return .deliver(delivery, body: request.body)
    }

    /// The request's provider token, checked: from the connection's cache when it showed the
    /// same header before (only the clock is asked again), else parsed and verified; then
    /// judged against the provider's newest token.
    static func provider(_ authorization: String, auth: APNsAuthPolicy, tokenUse: inout ProviderTokenUse,
                         now: Date) -> Result<ProviderToken, ProviderToken.Problem> {
        if let known = tokenUse.cached(authorization) {
            if let problem = known.checkAge(now: now) { return .failure(problem) }
            return .success(known)
        }
        let token: ProviderToken
        switch ProviderToken.parse(authorization: authorization) {
        case .failure(let problem): return .failure(problem)
        case .success(let parsed): token = parsed
        }
        if let problem = token.check(now: now, key: auth.key, expectedKeyID: auth.keyID) { return .failure(problem) }
        if let tooSoon = tokenUse.ledger.admit(token, now: now) {
            return .failure(ProviderToken.Problem(reason: .tooManyProviderTokenUpdates, detail: tooSoon.detail))
        }
        tokenUse.remember(token, authorization: authorization)
        return .success(token)
    }

    /// 8-4-4-4-12 hex digits, either case.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.utf8.allSatisfy(PushToken.isHexDigit) }
    }

    /// A bundle ID: letters, digits, `-` and `.`, not empty.
    static func isBundleTopic(_ topic: String) -> Bool {
        !topic.isEmpty && topic.utf8.count <= 255 && topic.utf8.allSatisfy {
            (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x2E
        }
    }
}
