/// One stored property of an attributes or content-state struct.
package struct SchemaField: Hashable, Sendable {
    package var name: String
    package var type: SchemaType

    package init(_ name: String, _ type: SchemaType) {
        self.name = name
        self.type = type
    }
}
