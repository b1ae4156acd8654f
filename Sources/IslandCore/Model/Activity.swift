import Foundation

/// One Live Activity as the system holds it.
public struct Activity: Hashable, Sendable, Identifiable {
    public let id: String
    /// The app it belongs to (push `topic` or `Simulator Target Bundle`).
    public let app: String
    public let attributesType: String
    public var attributes: JSONObject
    /// The last applied content state as it arrived.
    public var contentState: JSONObject
    public var content: ActivityContent
    public var state: ActivityState
    public var staleDate: Date?
    public var relevanceScore: Double
    /// When it started, and its place among all starts (ties in relevance go to the first).
    public let startedAt: Date
    public let startOrder: Int
    /// The newest push timestamp applied: the ordering high-water mark.
    public var lastTimestamp: Date
    /// When the last update was applied (for "updated N min ago").
    public var updatedAt: Date
    public var updateCount: Int
    public var endedAt: Date?
    public var endReason: EndReason?
    /// When an ended activity leaves the Lock Screen.
    public var dismissAt: Date?
    public var dismissedAt: Date?
    public var lastAlert: ActivityAlert?

    public init(
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
    public var isOnIsland: Bool { state == .active || state == .stale }
    /// Shown on the Lock Screen: everything until dismissal.
    public var isOnLockScreen: Bool { state != .dismissed }
}
