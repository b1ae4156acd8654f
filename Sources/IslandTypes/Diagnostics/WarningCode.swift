/// A warning on a line that was applied.
package enum WarningCode: String, Codable, Hashable, Sendable, CaseIterable {
    case dateLooksLikeUnixEpoch = "WARN_DATE_LOOKS_LIKE_UNIX_EPOCH"
    case timestampLooksLikeMilliseconds = "WARN_TIMESTAMP_LOOKS_LIKE_MILLISECONDS"
    case unknownKeys = "WARN_UNKNOWN_KEYS"
    case controlCharacters = "WARN_CONTROL_CHARACTERS"
    case unvalidatedType = "WARN_UNVALIDATED_TYPE"
    case endOlderTimestamp = "WARN_END_OLDER_TIMESTAMP"
    case bodyTooLargeAsWritten = "WARN_BODY_TOO_LARGE_AS_WRITTEN"
    case topicNotLiveActivity = "WARN_TOPIC_NOT_LIVEACTIVITY"
    case typeNameNearMiss = "WARN_TYPE_NAME_NEAR_MISS"
    case startAlertIncomplete = "WARN_START_ALERT_INCOMPLETE"
    case alertWithoutTitle = "WARN_ALERT_WITHOUT_TITLE"
    case staleBeforeTimestamp = "WARN_STALE_BEFORE_TIMESTAMP"
    case missingTimestamp = "WARN_MISSING_TIMESTAMP"
    case bareContentState = "WARN_BARE_CONTENT_STATE"
    case inconsistentContent = "WARN_INCONSISTENT_CONTENT"
    case valueOutOfRange = "WARN_VALUE_OUT_OF_RANGE"
    case updateBudget = "WARN_UPDATE_BUDGET"
    case ambiguousType = "WARN_AMBIGUOUS_TYPE"
    case providerTokenNotJOSE = "WARN_PROVIDER_TOKEN_NOT_JOSE"
    case priorityNotForLiveActivity = "WARN_PRIORITY_NOT_FOR_LIVE_ACTIVITY"

    /// What the code means, in one stable sentence.
    package var summary: String {
        switch self {
        case .dateLooksLikeUnixEpoch: return "a Date field holds Unix seconds and decodes ~31 years ahead; iOS encodes a Date as seconds since 2001-01-01"
        case .timestampLooksLikeMilliseconds: return "a date or timestamp looks like milliseconds where seconds are expected"
        case .unknownKeys: return "keys that ActivityKit or the type does not know; iOS ignores them"
        case .controlCharacters: return "strings hold control or bidi characters; the screen shows them sanitised"
        case .unvalidatedType: return "no schema for this attributes-type: its content is shown generically and not validated"
        case .endOlderTimestamp: return "an end older than the last update; island applies it"
        case .bodyTooLargeAsWritten: return "the payload is over 4096 bytes as written (pretty-printed) though not compact; APNs counts the body as sent"
        case .topicNotLiveActivity: return "the topic lacks .push-type.liveactivity; APNs answers 400 TopicDisallowed"
        case .typeNameNearMiss: return "the attributes-type is one edit away from a known type; iOS matches type names exactly"
        case .startAlertIncomplete: return "a start's alert is empty or a plain string; ActivityKit wants {\"title\", \"body\"}"
        case .alertWithoutTitle: return "an alert without a title; the expanded island shows only the body"
        case .staleBeforeTimestamp: return "the stale-date is before the push's own timestamp: the content is stale on arrival"
        case .missingTimestamp: return "an update or end without aps.timestamp cannot be ordered; iOS may apply an older one after it"
        case .bareContentState: return "a content state without aps is island's convenience; APNs would never deliver it"
        case .inconsistentContent: return "two fields of the content state disagree (e.g. remainingTime and nextStopTime)"
        case .valueOutOfRange: return "a value is outside what the type shows (clamped on screen)"
        case .updateBudget: return "more priority-10 updates than iOS allows an app per hour; iOS throttles the rest (approximate, see docs)"
        case .ambiguousType: return "several apps have a type of this name and the push names no app; it is not validated"
        case .providerTokenNotJOSE: return "the provider token departs from JOSE (a DER signature, a string iat); APNs takes it, a strict JWT library would not"
        case .priorityNotForLiveActivity: return "apns-priority 1 is documented for notifications, not Live Activities (5 or 10); island delivers it as a low-priority update"
        }
    }
}
