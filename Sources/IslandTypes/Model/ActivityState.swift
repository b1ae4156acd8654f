/// ActivityKit's `ActivityState`.
package enum ActivityState: String, Codable, Hashable, Sendable, CaseIterable {
    case active
    case stale
    case ended
    case dismissed
}

extension ActivityState {
    /// Shown in the Dynamic Island: not ended and not dismissed.
    package var isOnIsland: Bool { self == .active || self == .stale }
}
