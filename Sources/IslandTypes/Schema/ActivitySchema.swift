/// What island knows about one `ActivityAttributes` type: the static attributes and the
/// `ContentState` every update replaces.
package struct ActivitySchema: Hashable, Sendable {
    /// The name a push's `attributes-type` carries, e.g. `DeliveryAttributes`.
    package var typeName: String
    package var attributes: ObjectSchema
    package var contentState: ObjectSchema

    package init(typeName: String, attributes: ObjectSchema, contentState: ObjectSchema) {
        self.typeName = typeName
        self.attributes = attributes
        self.contentState = contentState
    }
}
