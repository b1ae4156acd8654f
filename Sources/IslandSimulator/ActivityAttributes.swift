/// ActivityKit's contract for a Live Activity type: static attributes fixed at start, and a
/// `ContentState` that every update replaces. Mirrors `ActivityKit.ActivityAttributes`.
package protocol ActivityAttributes: Codable, Hashable, Sendable {
    associatedtype ContentState: Codable, Hashable, Sendable
    /// The type name a push's `attributes-type` names, e.g. `TripLiveActivityAttributes`.
    static var typeName: String { get }
}
