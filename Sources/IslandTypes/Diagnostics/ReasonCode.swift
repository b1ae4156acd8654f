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
    package var summary: String {
        switch self {
        case .ignoredOlderTimestamp: return "the push's timestamp is older than the last one applied to the activity"
        case .ignoredAfterEnd: return "the activity has ended; iOS ignores pushes after the end"
        case .ignoredFutureTimestamp: return "the timestamp is more than 8 hours ahead of the device clock (often milliseconds sent as seconds)"
        case .rejectedTooLarge: return "the APNs body (without island's envelope keys) is over 4096 bytes, or attributes + content-state are over ActivityKit's 4 KB"
        case .rejectedLineTooLong: return "the line is over 64 KiB"
        case .rejectedInvalidJSON: return "the line is not valid JSON"
        case .rejectedNotAnObject: return "the line is JSON but not an object"
        case .rejectedMissingContentState: return "the push has no aps.content-state"
        case .rejectedKeyNotFound: return "a required key is missing (Codable keyNotFound)"
        case .rejectedValueNotFound: return "a required value is null (Codable valueNotFound)"
        case .rejectedTypeMismatch: return "a value has the wrong JSON type (Codable typeMismatch)"
        case .rejectedDataCorrupted: return "a value cannot be represented: an unknown enum case or a number the type cannot hold (Codable dataCorrupted)"
        case .rejectedStartMissingAlert: return "a start needs aps.alert; iOS silently drops a start without one"
        case .rejectedUnknownType: return "the app has no such attributes-type; iOS drops a start for a type the app does not declare"
        case .rejectedStartAttributes: return "a start needs aps.attributes-type and aps.attributes, and a new activity-id"
        case .rejectedUnknownEvent: return "aps.event is missing or not start, update or end"
        case .rejectedNoActivity: return "an update or end with no activity to go to"
        case .rejectedChannelStart: return "a broadcast push on a channel cannot start an activity (iOS 18)"
        case .rejectedUnsupportedIOS: return "the push needs a newer iOS than island runs as (--ios): push-to-start 17.2, channels 18"
        case .rejectedActivitiesDisabled: return "the user turned Live Activities off for the app in Settings (areActivitiesEnabled is false): no start is accepted"
        }
    }
}
