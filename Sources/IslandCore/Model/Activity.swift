import Foundation

/// One Live Activity as the system holds it.
package struct Activity: Hashable, Sendable, Identifiable {
    package let id: String
    /// The app it belongs to (push `topic` or `Simulator Target Bundle`).
    package let app: String
    package let attributesType: String
    package var attributes: JSONObject
    /// The last applied content state as it arrived.
    package var contentState: JSONObject
    package var content: ActivityContent
    package var state: ActivityState
    package var staleDate: Date?
    package var relevanceScore: Double
    /// When it started, and its place among all starts (ties in relevance go to the first).
    package let startedAt: Date
    package let startOrder: Int
    /// The newest push timestamp applied: the ordering high-water mark.
    package var lastTimestamp: Date
    /// When the last update was applied (for "updated N min ago").
    package var updatedAt: Date
    package var updateCount: Int
    package var endedAt: Date?
    package var endReason: EndReason?
    /// When an ended activity leaves the Lock Screen.
    package var dismissAt: Date?
    package var dismissedAt: Date?
    package var lastAlert: ActivityAlert?

    package init(
        id: String, app: String, attributesType: String, attributes: JSONObject, contentState: JSONObject,
        content: ActivityContent, staleDate: Date?, relevanceScore: Double, startedAt: Date, startOrder: Int,
        timestamp: Date
    ) {
        self.id = id
        self.app = app
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.content = content
        self.state = .active
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.startedAt = startedAt
        self.startOrder = startOrder
        self.lastTimestamp = timestamp
        self.updatedAt = startedAt
        self.updateCount = 0
    }

    /// Shown in the Dynamic Island: not ended and not dismissed.
    package var isOnIsland: Bool { state == .active || state == .stale }
    /// Shown on the Lock Screen: everything until dismissal.
    package var isOnLockScreen: Bool { state != .dismissed }
}
