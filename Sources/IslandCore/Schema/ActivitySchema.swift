/// What island knows about one `ActivityAttributes` type: the static attributes and the
/// `ContentState` every update replaces.
public struct ActivitySchema: Hashable, Sendable {
    /// The name a push's `attributes-type` carries, e.g. `DeliveryAttributes`.
    public var typeName: String
    public var attributes: ObjectSchema
    public var contentState: ObjectSchema

    public init(typeName: String, attributes: ObjectSchema, contentState: ObjectSchema) {
        self.typeName = typeName
        self.attributes = attributes
        self.contentState = contentState
    }
}
