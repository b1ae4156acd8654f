/// A warning on a line that was applied.
package enum WarningCode: String, Codable, Hashable, Sendable, CaseIterable {
    case dateLooksLikeUnixEpoch = "WARN_DATE_LOOKS_LIKE_UNIX_EPOCH"
    case timestampLooksLikeMilliseconds = "WARN_TIMESTAMP_LOOKS_LIKE_MILLISECONDS"
    case unknownKeys = "WARN_UNKNOWN_KEYS"
    case controlCharacters = "WARN_CONTROL_CHARACTERS"
    case unvalidatedType = "WARN_UNVALIDATED_TYPE"
    case endOlderTimestamp = "WARN_END_OLDER_TIMESTAMP"

    /// What the code means, in one stable sentence.
    package var summary: String {
        switch self {
        case .dateLooksLikeUnixEpoch: return "a Date field holds Unix seconds and decodes ~31 years ahead; iOS encodes a Date as seconds since 2001-01-01"
        case .timestampLooksLikeMilliseconds: return "a date or timestamp looks like milliseconds where seconds are expected"
        case .unknownKeys: return "keys that ActivityKit or the type does not know; iOS ignores them"
        case .controlCharacters: return "strings hold control or bidi characters; the screen shows them sanitised"
        case .unvalidatedType: return "no schema for this attributes-type: its content is shown generically and not validated"
        case .endOlderTimestamp: return "an end older than the last update; island applies it"
        }
    }
}
