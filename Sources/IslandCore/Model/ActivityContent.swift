/// An activity's attributes and current content state, typed when island knows the type.
/// A type with a user schema or no schema at all is kept as JSON and drawn generically.
package enum ActivityContent: Hashable, Sendable {
    case trip(TripLiveActivityAttributes, TripLiveActivityAttributes.ContentState)
    case ride(RideActivityAttributes, RideActivityAttributes.ContentState)
    case generic(GenericContent)
}

/// An activity of a type island has no built-in layout for.
package struct GenericContent: Hashable, Sendable {
    package var typeName: String
    package var attributes: JSONObject
    package var state: JSONObject
    /// The schema from `--schema FILE` the content was validated against (it says which
    /// numbers are Dates), or nil for a type island does not know.
    package var schema: ActivitySchema?

    package init(typeName: String, attributes: JSONObject, state: JSONObject, schema: ActivitySchema? = nil) {
        self.typeName = typeName
        self.attributes = attributes
        self.state = state
        self.schema = schema
    }
}
