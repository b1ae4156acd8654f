import IslandText
/// The stable code of a line that was not applied: shown in the events pane, sent to the
/// socket client, printed by `island lint`. iOS drops these silently; island says why.
package enum ReasonCode: String, Codable, Hashable, Sendable, CaseIterable {
    case ignoredOlderTimestamp = "IGNORED_OLDER_TIMESTAMP"
    case ignoredAfterEnd = "IGNORED_AFTER_END"
    case ignoredFutureTimestamp = "IGNORED_FUTURE_TIMESTAMP"
    case rejectedTooLarge = "REJECTED_TOO_LARGE"
    case rejectedLineTooLong = "REJECTED_LINE_TOO_LONG"
    case rejectedInvalidJSON = "REJECTED_INVALID_JSON"
    case rejectedNotAnObject = "REJECTED_NOT_AN_OBJECT"
    case rejectedMissingContentState = "REJECTED_MISSING_CONTENT_STATE"
    case rejectedKeyNotFound = "REJECTED_KEY_NOT_FOUND"
    case rejectedValueNotFound = "REJECTED_VALUE_NOT_FOUND"
    case rejectedTypeMismatch = "REJECTED_TYPE_MISMATCH"
    case rejectedDataCorrupted = "REJECTED_DATA_CORRUPTED"
    case rejectedStartMissingAlert = "REJECTED_START_MISSING_ALERT"
    case rejectedUnknownType = "REJECTED_UNKNOWN_TYPE"
    case rejectedStartAttributes = "REJECTED_START_ATTRIBUTES"
    case rejectedUnknownEvent = "REJECTED_UNKNOWN_EVENT"
    case rejectedNoActivity = "REJECTED_NO_ACTIVITY"
    case rejectedChannelStart = "REJECTED_CHANNEL_START"
    case rejectedUnsupportedIOS = "REJECTED_UNSUPPORTED_IOS"
    case rejectedActivitiesDisabled = "REJECTED_ACTIVITIES_DISABLED"

    /// `ignored` or `rejected`, as the verdict word.
    package var isIgnored: Bool { rawValue.hasPrefix("IGNORED_") }

    /// What the code means, in one stable sentence (the per-line message adds the details).
    package var summary: String { summary(in: .en) }

    /// The sentence in `language` (the opened entry says it above the line's own message).
    package func summary(in language: Language) -> String { language.table.text(summaryKey) }

    package var summaryKey: StringKey {
        switch self {
        case .ignoredOlderTimestamp: return .reasonIgnoredOlderTimestamp
        case .ignoredAfterEnd: return .reasonIgnoredAfterEnd
        case .ignoredFutureTimestamp: return .reasonIgnoredFutureTimestamp
        case .rejectedTooLarge: return .reasonRejectedTooLarge
        case .rejectedLineTooLong: return .reasonRejectedLineTooLong
        case .rejectedInvalidJSON: return .reasonRejectedInvalidJSON
        case .rejectedNotAnObject: return .reasonRejectedNotAnObject
        case .rejectedMissingContentState: return .reasonRejectedMissingContentState
        case .rejectedKeyNotFound: return .reasonRejectedKeyNotFound
        case .rejectedValueNotFound: return .reasonRejectedValueNotFound
        case .rejectedTypeMismatch: return .reasonRejectedTypeMismatch
        case .rejectedDataCorrupted: return .reasonRejectedDataCorrupted
        case .rejectedStartMissingAlert: return .reasonRejectedStartMissingAlert
        case .rejectedUnknownType: return .reasonRejectedUnknownType
        case .rejectedStartAttributes: return .reasonRejectedStartAttributes
        case .rejectedUnknownEvent: return .reasonRejectedUnknownEvent
        case .rejectedNoActivity: return .reasonRejectedNoActivity
        case .rejectedChannelStart: return .reasonRejectedChannelStart
        case .rejectedUnsupportedIOS: return .reasonRejectedUnsupportedIOS
        case .rejectedActivitiesDisabled: return .reasonRejectedActivitiesDisabled
        }
    }
}
