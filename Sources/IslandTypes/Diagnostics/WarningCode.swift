import IslandText
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
    case noPushToken = "WARN_NO_PUSH_TOKEN"

    /// What the code means, in one stable sentence.
    package var summary: String { summary(in: .en) }

    /// The sentence in `language` (the opened entry says it above the line's own message).
    package func summary(in language: Language) -> String { language.table.text(summaryKey) }

    package var summaryKey: StringKey {
        switch self {
        case .dateLooksLikeUnixEpoch: return .warningDateLooksLikeUnixEpoch
        case .timestampLooksLikeMilliseconds: return .warningTimestampLooksLikeMilliseconds
        case .unknownKeys: return .warningUnknownKeys
        case .controlCharacters: return .warningControlCharacters
        case .unvalidatedType: return .warningUnvalidatedType
        case .endOlderTimestamp: return .warningEndOlderTimestamp
        case .bodyTooLargeAsWritten: return .warningBodyTooLargeAsWritten
        case .topicNotLiveActivity: return .warningTopicNotLiveActivity
        case .typeNameNearMiss: return .warningTypeNameNearMiss
        case .startAlertIncomplete: return .warningStartAlertIncomplete
        case .alertWithoutTitle: return .warningAlertWithoutTitle
        case .staleBeforeTimestamp: return .warningStaleBeforeTimestamp
        case .missingTimestamp: return .warningMissingTimestamp
        case .bareContentState: return .warningBareContentState
        case .inconsistentContent: return .warningInconsistentContent
        case .valueOutOfRange: return .warningValueOutOfRange
        case .updateBudget: return .warningUpdateBudget
        case .ambiguousType: return .warningAmbiguousType
        case .providerTokenNotJOSE: return .warningProviderTokenNotJOSE
        case .priorityNotForLiveActivity: return .warningPriorityNotForLiveActivity
        case .noPushToken: return .warningNoPushToken
        }
    }
}
