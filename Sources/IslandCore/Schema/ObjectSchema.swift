/// A `Codable` struct: its fields in the order synthesized `init(from:)` decodes them in —
/// declaration order, or the order of the struct's `CodingKeys` — and so which error a
/// payload with several faults reports.
package struct ObjectSchema: Hashable, Sendable {
    package var fields: [SchemaField]
    /// The Swift type name, when known (`Courier`), for messages and the default layout.
    package var name: String?

    package init(_ fields: [SchemaField], name: String? = nil) {
        self.fields = fields
        self.name = name
    }

    /// The field decoded from JSON key `key`.
    package func field(forKey key: String) -> SchemaField? {
        fields.first { $0.key == key }
    }

    /// The field with Swift name or JSON key `name`.
    package func field(_ name: String) -> SchemaField? {
        fields.first { $0.name == name } ?? field(forKey: name)
    }
}
