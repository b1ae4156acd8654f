/// A change of an activity's life that producers are told about.
package enum LifecycleChange: Hashable, Sendable {
    case started(activityID: String)
    case stale(activityID: String)
    /// An update lifted the staleness.
    case fresh(activityID: String)
    case ended(activityID: String, reason: EndReason)
    case dismissed(activityID: String, reason: DismissalReason)

    package var activityID: String {
        switch self {
        case .started(let id), .stale(let id), .fresh(let id), .ended(let id, _), .dismissed(let id, _): return id
        }
    }
}
