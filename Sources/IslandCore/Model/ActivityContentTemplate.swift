/// The typed attributes an activity started with, waiting for content states to complete it.
package enum ActivityContentTemplate: Hashable, Sendable {
    case trip(TripLiveActivityAttributes)
    case ride(RideActivityAttributes)
    case generic(typeName: String, attributes: JSONObject)
}

extension ActivityContent {
    /// The attributes part, to decode the next content state against.
    package var template: ActivityContentTemplate {
        switch self {
        case .trip(let attributes, _): return .trip(attributes)
        case .ride(let attributes, _): return .ride(attributes)
        case .generic(let generic): return .generic(typeName: generic.typeName, attributes: generic.attributes)
        }
    }
}
