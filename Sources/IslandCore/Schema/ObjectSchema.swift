/// A `Codable` struct: its fields in declaration order, which is the order synthesized
/// `init(from:)` decodes them in — and so which error a payload with several faults reports.
package struct ObjectSchema: Hashable, Sendable {
    package var fields: [SchemaField]

    package init(_ fields: [SchemaField]) {
        self.fields = fields
    }

    package func field(_ name: String) -> SchemaField? {
        fields.first { $0.name == name }
    }
}
