/// ActivityKit's `ActivityState`.
package enum ActivityState: String, Codable, Hashable, Sendable, CaseIterable {
    /// Scheduled to start at a date and not started yet (iOS 26, `Activity.request(…, start:)`).
    case pending
    case active
    case stale
    case ended
    case dismissed
}

extension ActivityState {
    /// Shown in the Dynamic Island: not ended and not dismissed.
    package var isOnIsland: Bool { self == .active || self == .stale }
    /// Shown on the Lock Screen: started, and not yet dismissed.
    package var isOnLockScreen: Bool { self != .pending && self != .dismissed }
}
