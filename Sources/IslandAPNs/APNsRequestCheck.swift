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
        func fail(_ reason: APNsReason, _ detail: Sentence, unregisteredAt: Date? = nil) -> Outcome {
            let method = request.field(":method") ?? "?"
            let path = request.field(":path") ?? "?"
            let shownPath = path.count > 60 ? String(path.prefix(60)) + "…" : path
            return .answer(.failure(reason, apnsID: apnsID, detail: detail.english, unregisteredAt: unregisteredAt),
                           log: Sentence(.apnsRequestFailed, ["number": String(number), "method": method, "path": shownPath,
                                                                   "status": String(reason.status), "reason": reason.rawValue], sentences: ["detail": detail]))
        }

        let method = request.field(":method") ?? ""
        guard method == "POST" else {
            return fail(.methodNotAllowed, method.isEmpty ? Sentence(.apnsMethodNotPost, sentences: ["method": Sentence(.apnsMethodMissing)]) : Sentence(.apnsMethodNotPost, ["method": method]))
        }
        let path = request.field(":path") ?? ""
        guard path.hasPrefix(pathPrefix) else {
            return fail(.badPath, Sentence(.apnsPathDevice))
        }
        let token = String(path.dropFirst(pathPrefix.count))
        guard !token.isEmpty else {
            return fail(.missingDeviceToken, Sentence(.apnsPathEndsEarly))
        }
        if let repeated = singleHeaders.first(where: { request.count(of: $0) > 1 }) {
            return fail(.duplicateHeaders, Sentence(.apnsHeaderRepeated, ["header": repeated, "count": String(request.count(of: repeated))]))
        }

        var warnings: [Warning] = []
        if auth.required {
            guard let authorization = request.field("authorization") else {
                return fail(.missingProviderToken, Sentence(.apnsNoAuthorization))
            }
            switch provider(authorization, auth: auth, tokenUse: &tokenUse, now: now) {
            case .failure(let problem): return fail(problem.reason, problem.detail)
            case .success(let token):
                warnings += token.departures.map { Warning(.providerTokenNotJOSE, $0.explanation) }
            }
        }

        guard let pushType = request.field("apns-push-type"), pushType == "liveactivity" else {
            let given = request.field("apns-push-type").map { "\"\($0)\"" } ?? "missing"
            return fail(.invalidPushType, Sentence(.apnsPushTypeWrong, ["given": given]))
        }
        guard let topic = request.field("apns-topic") else {
            return fail(.missingTopic, Sentence(.apnsTopicMissing))
        }
        guard isBundleTopic(topic) else {
            return fail(.badTopic, Sentence(.apnsTopicNotBundle, ["topic": topic]))
        }
        // Compared as bytes (a bundle ID is ASCII): `hasSuffix` and `count` walk graphemes.
        let suffix = PushDecoder.liveActivityTopicSuffix.utf8
        guard topic.utf8.count > suffix.count, topic.utf8.suffix(suffix.count).elementsEqual(suffix) else {
            return fail(.topicDisallowed, Sentence(.apnsTopicNoSuffix, ["topic": topic]))
        }
        var priority = 10
        if let text = request.field("apns-priority") {
            guard let value = Int(text), [1, 5, 10].contains(value) else {
                return fail(.badPriority, Sentence(.apnsPriorityWrong, ["text": text]))
            }
            priority = value
            if value == 1 {
                warnings.append(Warning(.priorityNotForLiveActivity, .apnsPriorityOne))
            }
        }
        if let text = request.field("apns-expiration") {
            guard let value = Int64(text), value >= 0 else {
                return fail(.badExpirationDate, Sentence(.apnsExpirationWrong, ["text": text]))
            }
        }
        if let givenID, !isUUID(givenID) {
            return fail(.badMessageId, Sentence(.apnsIDNotUUID, ["header": "apns-id", "id": String(givenID.prefix(60))]))
        }
        if let collapse = request.field("apns-collapse-id"), collapse.utf8.count > collapseIDLimit {
            return fail(.badCollapseId, Sentence(.apnsCollapseTooLong, ["bytes": String(collapse.utf8.count), "limit": String(collapseIDLimit)]))
        }
        guard request.bodyLength > 0 else {
            return fail(.payloadEmpty, Sentence(.apnsBodyEmpty))
        }
        guard request.bodyLength <= bodyLimit else {
            return fail(.payloadTooLarge, Sentence(.apnsBodyTooLarge, ["bytes": String(request.bodyLength), "limit": String(bodyLimit)]))
        }

        guard PushToken.isWellFormed(token) else {
            return fail(.badDeviceToken, Sentence(.apnsTokenMalformed, ["length": String(PushToken.length), "count": String(token.count)]))
        }
        guard let entry = register.entry(for: token) else {
            let environment = auth.environment
            let other: APNsEnvironment = environment == .sandbox ? .production : .sandbox
            if PushToken.normalized(token) == PushToken.pushToStart(in: other) {
                return fail(.badDeviceToken, Sentence(.apnsTokenOtherEnvironment, ["other": other.rawValue, "environment": environment.rawValue]))
            }
            return fail(.badDeviceToken, Sentence(.apnsTokenUnknown, ["token": PushToken.normalized(token), "environment": environment.rawValue]))
        }
        if let replaced = entry.replacedAt {
            // Apple documents no answer for a rotated Live Activity token; 410 Unregistered
            // ("the device token is inactive") tells a backend to drop it: island's choice.
            return fail(.unregistered, Sentence(.apnsTokenReplaced, ["id": entry.announcement.activityID ?? "?"]), unregisteredAt: replaced)
        }
        if let dismissed = entry.dismissedAt {
            return fail(.unregistered, Sentence(.apnsTokenDismissed, ["id": entry.announcement.activityID ?? "?"]), unregisteredAt: dismissed)
        }
        if let app = entry.announcement.app, APNsDelivery.app(ofTopic: topic) != app {
            return fail(.deviceTokenNotForTopic, Sentence(.apnsTokenOtherApp, ["app": app + PushDecoder.liveActivityTopicSuffix, "topic": topic]))
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
