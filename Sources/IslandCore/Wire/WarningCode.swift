/// A warning on a line that was applied.
public enum WarningCode: String, Codable, Hashable, Sendable, CaseIterable {
    case dateLooksLikeUnixEpoch = "WARN_DATE_LOOKS_LIKE_UNIX_EPOCH"
    case timestampLooksLikeMilliseconds = "WARN_TIMESTAMP_LOOKS_LIKE_MILLISECONDS"
    case unknownKeys = "WARN_UNKNOWN_KEYS"
    case controlCharacters = "WARN_CONTROL_CHARACTERS"
    case unvalidatedType = "WARN_UNVALIDATED_TYPE"
    case endOlderTimestamp = "WARN_END_OLDER_TIMESTAMP"
}
