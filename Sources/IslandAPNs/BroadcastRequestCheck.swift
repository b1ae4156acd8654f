import IslandText
import IslandTypes
import IslandJSON
import Foundation
import IslandCore

/// APNs's broadcast API on island's listener: channel management (`/1/apps/<bundle>/channels`,
/// `/1/apps/<bundle>/all-channels`) and broadcast pushes (`POST /4/broadcasts/apps/<bundle>`).
/// Apple serves them on other hosts and ports (api-manage-broadcast.sandbox.push.apple.com:2195,
/// api-manage-broadcast.push.apple.com:2196 for channels; the broadcast host for pushes); their
/// paths never meet `/3/device/`, so island serves all three on one port, by path (island's
/// choice: one certificate, one `--apns` address). Sources: Apple, "Sending channel management
/// requests to APNs", "Sending broadcast push notification requests to APNs".
package enum BroadcastRequestCheck {
    static let channelsPrefix = "/1/apps/"
    static let broadcastPrefix = "/4/broadcasts/apps/"
    /// A broadcast payload may be 5 KB (Apple: "The maximum size for a broadcast push
    /// notification payload is 5 KB (5120 bytes)").
    package static let bodyLimit = 5120

    package static func handles(_ path: String) -> Bool {
        path.hasPrefix(channelsPrefix) || path.hasPrefix(broadcastPrefix)
    }

    package static func check(_ request: HTTP2Message, number: Int, auth: APNsAuthPolicy, tokenUse: inout ProviderTokenUse,
                              channels: inout BroadcastChannels, now: Date, makeID: () -> String = { UUID().uuidString }) -> APNsRequestCheck.Outcome {
        let givenID = request.field("apns-request-id")
        let requestID = givenID.flatMap { APNsRequestCheck.isUUID($0) ? $0 : nil } ?? makeID()
        let method = request.field(":method") ?? ""
        let path = request.field(":path") ?? ""
        func answer(_ status: Int, headers: [(String, String)] = [], body: JSONValue? = nil, log: Sentence) -> APNsRequestCheck.Outcome {
            var all = [("apns-request-id", requestID)] + headers
            if body != nil { all.append(("content-type", "application/json")) }
            return .answer(APNsAnswer(status: status, headers: all, body: body.map { Array(JSONWriter.string($0).utf8) } ?? []),
                           log: Sentence(.apnsRequestAnswered, ["number": String(number), "method": method, "path": String(path.prefix(80)), "status": String(status)],
                                         sentences: ["what": log]))
        }
        func fail(_ reason: APNsReason, _ detail: Sentence) -> APNsRequestCheck.Outcome {
            var failure = APNsAnswer.failure(reason, apnsID: requestID, detail: detail.english)
            failure.headers[0] = ("apns-request-id", requestID)
            return .answer(failure, log: Sentence(.apnsRequestFailed, ["number": String(number), "method": method, "path": String(path.prefix(80)),
                                                                  "status": String(reason.status), "reason": reason.rawValue], sentences: ["detail": detail]))
        }

        if auth.required {
            guard let authorization = request.field("authorization") else {
                return fail(.missingProviderToken, Sentence(.apnsNoAuthorization))
            }
            if case .failure(let problem) = APNsRequestCheck.provider(authorization, auth: auth, tokenUse: &tokenUse, now: now) {
                return fail(problem.reason, problem.detail)
            }
        }
        if let givenID, !APNsRequestCheck.isUUID(givenID) {
            return fail(.badMessageId, Sentence(.apnsIDNotUUID, ["header": "apns-request-id", "id": String(givenID.prefix(60))]))
        }

        if path.hasPrefix(broadcastPrefix) {
            let app = String(path.dropFirst(broadcastPrefix.count))
            guard APNsRequestCheck.isBundleTopic(app) else { return fail(.badPath, Sentence(.apnsBroadcastPath)) }
            guard method == "POST" else { return fail(.methodNotAllowed, Sentence(.apnsBroadcastNotPost)) }
            guard let id = request.field("apns-channel-id") else {
                return fail(.missingChannelId, Sentence(.apnsBroadcastNoChannel, ["app": app]))
            }
            guard let channel = channels.channel(id, app: app) else {
                return fail(.channelNotRegistered, Sentence(.apnsChannelUnknown, ["id": String(id.prefix(60)), "app": app]))
            }
            let pushType = request.field("apns-push-type") ?? ""
            guard pushType.lowercased() == "liveactivity" else {
                return fail(.invalidPushType, Sentence(.apnsBroadcastPushType, ["given": String(pushType.prefix(30))]))
            }
            var priority = 10
            if let text = request.field("apns-priority") {
                guard let value = Int(text), [1, 5, 10].contains(value) else {
                    return fail(.badPriority, Sentence(.apnsBroadcastPriority, ["text": String(text.prefix(20))]))
                }
                priority = value
            }
            if let text = request.field("apns-expiration") {
                guard let value = Int64(text), value >= 0 else {
                    return fail(.badExpirationDate, Sentence(.apnsExpirationWrong, ["text": String(text.prefix(20))]))
                }
                if channel.policy == .noMessageStored, value != 0 {
                    return fail(.badExpirationDate, Sentence(.apnsChannelStoresNothing))
                }
            }
            guard request.bodyLength > 0 else { return fail(.payloadEmpty, Sentence(.apnsBodyEmpty)) }
            guard request.bodyLength <= bodyLimit else {
                return fail(.payloadTooLarge, Sentence(.apnsBroadcastTooLarge, ["bytes": String(request.bodyLength), "limit": String(bodyLimit)]))
            }
            channels.noteBroadcast(on: id)
            let delivery = APNsDelivery(request: number, deviceToken: "", topic: app + PushDecoder.liveActivityTopicSuffix, priority: priority,
                                        apnsID: requestID, channelID: id, storesMessage: channel.policy == .mostRecentMessageStored)
            return .deliver(delivery, body: request.body)
        }

        // Channel management: /1/apps/<bundle>/channels or /1/apps/<bundle>/all-channels.
        let rest = path.dropFirst(channelsPrefix.count)
        guard let slash = rest.firstIndex(of: "/") else { return fail(.badPath, Sentence(.apnsChannelsPath)) }
        let app = String(rest[..<slash])
        let resource = rest[rest.index(after: slash)...]
        guard APNsRequestCheck.isBundleTopic(app) else { return fail(.badPath, Sentence(.apnsAppNotBundle, ["app": String(app.prefix(60))])) }
        switch (resource, method) {
        case ("all-channels", "GET"):
            let ids = channels.ids(of: app)
            return answer(200, body: .object(JSONObject([("channels", .array(ids.map { .string($0) }))])), log: Sentence(.apnsChannelsListed, ["count": String(ids.count), "app": app]))
        case ("channels", "POST"):
            guard let body = try? JSONParser.parse(request.body[...]).objectValue else {
                return fail(.badMessageStoragePolicy, Sentence(.apnsChannelBody))
            }
            guard let number = body["message-storage-policy"]?.numberValue?.exactInt, let policy = BroadcastChannels.StoragePolicy(rawValue: number) else {
                return fail(.badMessageStoragePolicy, Sentence(.apnsChannelPolicy, ["value": ProviderToken.describe(body["message-storage-policy"])]))
            }
            guard body["push-type"]?.stringValue?.lowercased() == "liveactivity" else {
                return fail(.invalidPushType, Sentence(.apnsChannelPushType, ["value": ProviderToken.describe(body["push-type"])]))
            }
            guard let channel = channels.create(app: app, policy: policy, now: now) else {
                return fail(.cannotCreateChannelConfig, Sentence(.apnsChannelLimit, ["app": app, "limit": String(BroadcastChannels.limitPerApp)]))
            }
            return answer(201, headers: [("apns-channel-id", channel.id)], log: Sentence(.apnsChannelMade, ["id": channel.id, "app": app, "policy": policy.name]))
        case ("channels", "GET"), ("channels", "DELETE"):
            guard let id = request.field("apns-channel-id") else { return fail(.missingChannelId, Sentence(.apnsChannelIDMissing)) }
            guard let channel = channels.channel(id, app: app) else {
                return fail(.channelNotRegistered, Sentence(.apnsChannelUnknown, ["id": String(id.prefix(60)), "app": app]))
            }
            if method == "DELETE" {
                channels.delete(id, app: app)
                return answer(204, log: Sentence(.apnsChannelDeleted, ["id": id, "app": app]))
            }
            return answer(200, body: .object(JSONObject([("message-storage-policy", .number(JSONNumber(channel.policy.rawValue))), ("push-type", "LiveActivity")])),
                          log: Sentence(.apnsChannelRead, ["id": id, "app": app]))
        case ("channels", _), ("all-channels", _):
            return fail(.methodNotAllowed, Sentence(.apnsChannelsMethod))
        default:
            return fail(.badPath, Sentence(.apnsChannelsPath))
        }
    }
}
