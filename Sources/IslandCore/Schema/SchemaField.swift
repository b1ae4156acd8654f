/// One stored property of an attributes or content-state struct.
public struct SchemaField: Hashable, Sendable {
    public var name: String
    public var type: SchemaType

    public init(_ name: String, _ type: SchemaType) {
        self.name = name
        self.type = type
    }
}
