/// ActivityKit's `ActivityState`.
package enum ActivityState: String, Codable, Hashable, Sendable, CaseIterable {
    case active
    case stale
    case ended
    case dismissed
}
