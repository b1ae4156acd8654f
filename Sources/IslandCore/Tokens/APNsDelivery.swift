import IslandTypes

/// What APNs hands the device beside a push's bytes: the request's device token and headers.
/// A line from the APNs endpoint carries it as its source (`LineSource.apns`), so the device
/// routes the push by token, and the answer finds its way back to the HTTP/2 stream.
package struct APNsDelivery: Hashable, Sendable {
    /// The endpoint's number for the request, unique while island runs.
    package var request: Int
    /// The `:path`'s token, normalised to lowercase.
    package var deviceToken: String
    /// `apns-topic`: `<bundle>.push-type.liveactivity`.
    package var topic: String
    /// `apns-priority`: 5 or 10 (APNs's default is 10).
    package var priority: Int
    /// `apns-id`, as the request sent it or as the endpoint made it.
    package var apnsID: String
    /// What the endpoint noticed of the request that APNs takes but a backend should hear of
    /// (a provider token that departs from JOSE, priority 1): the device adds them to the
    /// push's warnings, so they reach the events pane and the answer's `x-island-warning`.
    package var warnings: [Warning]
    /// `apns-channel-id` of a broadcast (`POST /4/broadcasts/apps/<bundle>`): the push goes to
    /// every activity subscribed to the channel, not to a token.
    package var channelID: String?
    /// The broadcast's channel is Most Recent Message Stored: APNs keeps the message and hands
    /// it to an activity that subscribes later (`LiveActivitySystem.storedBroadcasts`).
    package var storesMessage: Bool

    package init(request: Int, deviceToken: String, topic: String, priority: Int, apnsID: String, warnings: [Warning] = [], channelID: String? = nil,
                 storesMessage: Bool = false) {
        self.channelID = channelID
        self.storesMessage = storesMessage
        self.request = request
        self.deviceToken = deviceToken
        self.topic = topic
        self.priority = priority
        self.apnsID = apnsID
        self.warnings = warnings
    }

    /// The app the topic names: the bundle without `.push-type.liveactivity`.
    package var app: String { Self.app(ofTopic: topic) }

    package static func app(ofTopic topic: String) -> String { PushDecoder.appName(topic) }

    /// How the events pane names it: the request and the start of the token.
    package var summary: String {
        if let channelID { return "APNs broadcast #\(request) on channel \(channelID), priority \(priority)" }
        let kind = PushToken.isPushToStart(deviceToken) ? "push-to-start token" : "token"
        return "APNs request #\(request) to \(kind) \(deviceToken.prefix(8))…, priority \(priority)"
    }
}
