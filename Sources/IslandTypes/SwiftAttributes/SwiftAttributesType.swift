/// One struct conforming to `ActivityAttributes` found in Swift files: where it is, its
/// schema when every part of it could be modelled, and the type definition island uses.
package struct SwiftAttributesType: Hashable, Sendable {
    package var name: String
    package var file: String
    package var line: Int
    /// nil: something in it could not be modelled; it is known by name and not validated.
    package var schema: ActivitySchema?
    /// The schema with the default presentation, or the type known by name only.
    package var definition: TypeDefinition

    package init(name: String, file: String, line: Int, schema: ActivitySchema?, definition: TypeDefinition) {
        self.name = name
        self.file = file
        self.line = line
        self.schema = schema
        self.definition = definition
    }
}
