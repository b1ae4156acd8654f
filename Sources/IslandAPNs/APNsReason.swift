/// The `reason` strings APNs answers a failed request with, each with its HTTP status and
/// Apple's meaning — the one table island answers from and docs/apns.md lists. Source: Apple,
/// "Handling notification responses from APNs" (the reasons island can give; the rest of
/// Apple's table is about certificates or Apple's servers).
package enum APNsReason: String, CaseIterable, Hashable, Sendable {
    case badCollapseId = "BadCollapseId"
    case badDeviceToken = "BadDeviceToken"
    case badExpirationDate = "BadExpirationDate"
    case badMessageId = "BadMessageId"
    case badPriority = "BadPriority"
    case badTopic = "BadTopic"
    case deviceTokenNotForTopic = "DeviceTokenNotForTopic"
    case duplicateHeaders = "DuplicateHeaders"
    case invalidPushType = "InvalidPushType"
    case missingDeviceToken = "MissingDeviceToken"
    case missingTopic = "MissingTopic"
    case payloadEmpty = "PayloadEmpty"
    case topicDisallowed = "TopicDisallowed"
    case expiredProviderToken = "ExpiredProviderToken"
    case invalidProviderToken = "InvalidProviderToken"
    case missingProviderToken = "MissingProviderToken"
    case badPath = "BadPath"
    case missingChannelId = "MissingChannelId"
    case badMessageStoragePolicy = "BadMessageStoragePolicy"
    case cannotCreateChannelConfig = "CannotCreateChannelConfig"
    case channelNotRegistered = "ChannelNotRegistered"
    case methodNotAllowed = "MethodNotAllowed"
    case unregistered = "Unregistered"
    case payloadTooLarge = "PayloadTooLarge"
    case tooManyProviderTokenUpdates = "TooManyProviderTokenUpdates"
    case tooManyRequests = "TooManyRequests"
    case internalServerError = "InternalServerError"
    case serviceUnavailable = "ServiceUnavailable"
    case shutdown = "Shutdown"

    /// The `:status` APNs sends with the reason.
    package var status: Int {
        switch self {
        case .badCollapseId, .badDeviceToken, .badExpirationDate, .badMessageId, .badPriority, .badTopic,
             .deviceTokenNotForTopic, .duplicateHeaders, .invalidPushType, .missingDeviceToken, .missingTopic,
             .payloadEmpty, .topicDisallowed, .missingChannelId, .badMessageStoragePolicy, .cannotCreateChannelConfig:
            return 400
        case .expiredProviderToken, .invalidProviderToken, .missingProviderToken: return 403
        case .badPath, .channelNotRegistered: return 404
        case .methodNotAllowed: return 405
        case .unregistered: return 410
        case .payloadTooLarge: return 413
        case .tooManyProviderTokenUpdates, .tooManyRequests: return 429
        case .internalServerError: return 500
        case .serviceUnavailable, .shutdown: return 503
        }
    }

    /// Apple's description of the reason.
    package var meaning: String {
        switch self {
        case .badCollapseId: return "The collapse identifier exceeds the maximum allowed size."
        case .badDeviceToken: return "The specified device token is invalid. Verify that the request contains a valid token and that the token matches the environment."
        case .badExpirationDate: return "The apns-expiration value is invalid."
        case .badMessageId: return "The apns-id value is invalid."
        case .badPriority: return "The apns-priority value is invalid."
        case .badTopic: return "The apns-topic value is invalid."
        case .deviceTokenNotForTopic: return "The device token doesn't match the specified topic."
        case .duplicateHeaders: return "One or more headers are repeated."
        case .invalidPushType: return "The apns-push-type value is invalid."
        case .missingDeviceToken: return "The device token isn't specified in the request :path."
        case .missingTopic: return "The apns-topic header of the request isn't specified and is required."
        case .payloadEmpty: return "The message payload is empty."
        case .topicDisallowed: return "Pushing to this topic is not allowed."
        case .expiredProviderToken: return "The provider token is stale and a new token should be generated."
        case .invalidProviderToken: return "The provider token is not valid, or the token signature can't be verified."
        case .missingProviderToken: return "No provider certificate was used to connect to APNs, and the authorization header is missing or no provider token is specified."
        case .badPath: return "The request contained an invalid :path value."
        case .missingChannelId: return "The apns-channel-id header of the request isn't specified and is required."
        case .badMessageStoragePolicy: return "The message-storage-policy value is invalid."
        case .cannotCreateChannelConfig: return "The channel limit of the app has been reached."
        case .channelNotRegistered: return "The channel isn't registered for the app."
        case .methodNotAllowed: return "The specified :method value isn't POST."
        case .unregistered: return "The device token is inactive for the specified topic."
        case .payloadTooLarge: return "The message payload is too large."
        case .tooManyProviderTokenUpdates: return "The provider's authentication token is being updated too often. Update the authentication token no more than once every 20 minutes."
        case .tooManyRequests: return "Too many requests were made consecutively to the same device token."
        case .internalServerError: return "An internal server error occurred."
        case .serviceUnavailable: return "The service is unavailable."
        case .shutdown: return "The APNs server is shutting down."
        }
    }
}
