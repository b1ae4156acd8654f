import Foundation

/// A change of an activity's life that producers are told about.
package enum LifecycleChange: Hashable, Sendable {
    /// A start scheduled for a later date: the activity is `pending` until then.
    case scheduled(activityID: String, start: Date)
    case started(activityID: String)
    case stale(activityID: String)
    /// An update lifted the staleness.
    case fresh(activityID: String)
    case ended(activityID: String, reason: EndReason)
    case dismissed(activityID: String, reason: DismissalReason)

    package var activityID: String {
        switch self {
        case .scheduled(let id, _), .started(let id), .stale(let id), .fresh(let id), .ended(let id, _), .dismissed(let id, _): return id
        }
    }
}
