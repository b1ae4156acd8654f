/// A `Codable` struct: its fields in declaration order, which is the order synthesized
/// `init(from:)` decodes them in — and so which error a payload with several faults reports.
public struct ObjectSchema: Hashable, Sendable {
    public var fields: [SchemaField]

    public init(_ fields: [SchemaField]) {
        self.fields = fields
    }

    public func field(_ name: String) -> SchemaField? {
        fields.first { $0.name == name }
    }
}
