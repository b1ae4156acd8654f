import Foundation

/// The provider token one connection uses, and since when: APNs answers
/// TooManyProviderTokenUpdates when a provider changes its token more than once every 20
/// minutes (Apple, "Establishing a token-based connection to APNs"). island counts per
/// connection (island's choice: Apple does not say how APNs counts).
package struct ProviderTokenUse: Hashable, Sendable {
    package static let minimumRefresh: TimeInterval = 20 * 60

    package private(set) var current: String?
    package private(set) var since: Date?

    package init() {}

    /// Takes a token that passed its checks; false when it replaces the current one too soon.
    package mutating func use(_ token: String, now: Date) -> Bool {
        if token == current { return true }
        if let since, current != nil, now.timeIntervalSince(since) < Self.minimumRefresh { return false }
        current = token
        since = now
        return true
    }
}
