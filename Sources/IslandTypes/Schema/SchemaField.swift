/// One stored property of an attributes or content-state struct that `Codable` decodes.
package struct SchemaField: Hashable, Sendable {
    /// The Swift property name (labels default to it).
    package var name: String
    /// The JSON key: the name, or what an explicit `CodingKeys` case maps it to.
    package var key: String
    package var type: SchemaType
    /// How the field is shown; nothing here changes how it decodes.
    package var display: FieldDisplay

    package init(_ name: String, _ type: SchemaType, key: String? = nil, display: FieldDisplay = FieldDisplay()) {
        self.name = name
        self.key = key ?? name
        self.type = type
        self.display = display
    }
}
