/// Why an ended activity left the Lock Screen.
package enum DismissalReason: String, Codable, Hashable, Sendable {
    /// Its dismissal date (the 4 h default, an explicit date, or a past date = immediately).
    case dismissalDate = "dismissal-date"
    /// The user swiped it away (`x`).
    case user = "user"
    /// The 12-hour limit of an activity's whole life.
    case lifetimeLimit = "lifetime-limit"
}
