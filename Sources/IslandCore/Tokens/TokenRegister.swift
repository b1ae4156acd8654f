import Foundation

/// The tokens the device has announced, as the edge learns them from the output records: what
/// APNs knows of a device's tokens (a token nobody registered is a `BadDeviceToken`, the token
/// of a dismissed activity `Unregistered`), and what a socket client hears first when it
/// connects. It follows the records only, so it never disagrees with what producers were told.
package struct TokenRegister: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var announcement: TokenAnnouncement
        package var announcedAt: Date
        /// When the activity left the Lock Screen: its token is unregistered from then on.
        package var dismissedAt: Date?
        /// When the device replaced the token with a newer one (`island tokens --rotate`).
        package var replacedAt: Date?
    }

    private var entries: [String: Entry] = [:]
    /// Tokens in the order they were announced.
    private var order: [String] = []
    /// The current token of each activity id.
    private var tokenOfActivity: [String: String] = [:]
    /// Scheduled activities not started yet, with their start.
    private var pendingStarts: [String: Date] = [:]

    package init() {}

    /// Takes in one output record: a token announcement, or a dismissal that unregisters one.
    package mutating func note(_ record: OutputRecord) {
        switch record {
        case .token(let announcement, let date):
            if entries[announcement.token] == nil { order.append(announcement.token) }
            entries[announcement.token] = Entry(announcement: announcement, announcedAt: date, dismissedAt: nil)
            if let id = announcement.activityID {
                // A new token of the same activity id (rotated, or the id started again)
                // retires the one before.
                if let old = tokenOfActivity[id], old != announcement.token, entries[old]?.replacedAt == nil { entries[old]?.replacedAt = date }
                tokenOfActivity[id] = announcement.token
            }
        case .lifecycle(.scheduled(let id, let start), _, _):
            pendingStarts[id] = start
        case .lifecycle(.started(let id), _, _):
            pendingStarts[id] = nil
        case .lifecycle(.dismissed(let id, _), _, let date):
            pendingStarts[id] = nil
            if let token = tokenOfActivity[id], entries[token]?.dismissedAt == nil {
                entries[token]?.dismissedAt = date
            }
        case .lifecycle, .intent, .enablement:
            break
        }
    }

    /// The token the activity can be pushed to now, if any.
    package func currentToken(ofActivity id: String) -> String? {
        tokenOfActivity[id].flatMap { token in entries[token].flatMap { $0.dismissedAt == nil && $0.replacedAt == nil ? token : nil } }
    }

    package func entry(for token: String) -> Entry? {
        entries[PushToken.normalized(token)]
    }

    /// The announcements of the tokens that can be pushed to now, in the order they were made.
    package var current: [OutputRecord] {
        order.compactMap { token in
            guard let entry = entries[token], entry.dismissedAt == nil, entry.replacedAt == nil else { return nil }
            var announcement = entry.announcement
            announcement.pendingStart = announcement.activityID.flatMap { pendingStarts[$0] }
            return .token(announcement, at: entry.announcedAt)
        }
    }
}
