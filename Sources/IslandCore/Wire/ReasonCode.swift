/// The stable code of a line that was not applied: shown in the events pane, sent to the
/// socket client, printed by `island lint`. iOS drops these silently; island says why.
public enum ReasonCode: String, Codable, Hashable, Sendable, CaseIterable {
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
    case rejectedStartAttributes = "REJECTED_START_ATTRIBUTES"
    case rejectedUnknownEvent = "REJECTED_UNKNOWN_EVENT"
    case rejectedNoActivity = "REJECTED_NO_ACTIVITY"

    /// `ignored` or `rejected`, as the verdict word.
    public var isIgnored: Bool { rawValue.hasPrefix("IGNORED_") }
}
