import IslandJSON
/// A `Codable` struct: its fields in the order synthesized `init(from:)` decodes them in —
/// declaration order, or the order of the struct's `CodingKeys` — and so which error a
/// payload with several faults reports.
package struct ObjectSchema: Hashable, Sendable {
    package var fields: [SchemaField] {
        didSet { keys = JSONKeyTable(fields.map(\.key)) }
    }
    /// The Swift type name, when known (`Courier`), for messages and the default layout.
    package var name: String?
    /// The fields' JSON keys, in order, ready for matching a payload's members (`SchemaDecoder`).
    package private(set) var keys: JSONKeyTable

    package init(_ fields: [SchemaField], name: String? = nil) {
        self.fields = fields
        self.name = name
        keys = JSONKeyTable(fields.map(\.key))
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
