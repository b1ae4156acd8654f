import IslandJSON
/// A decoded struct or dictionary: its values by JSON key, in arrival order (a small array:
/// content states have a handful of fields, and their order is the layout's order).
package struct ContentObject: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var key: String
        package var value: ContentValue
    }

    package private(set) var entries: [Entry]

    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// An object node of a type without a schema, kept by its JSON form.
    package init(untyped object: JSONNode) {
        entries = object.members.map { Entry(key: $0.key.string, value: ContentValue(untyped: $0.value)) }
    }

    package subscript(key: String) -> ContentValue? {
        entries.first { $0.key == key }?.value
    }

    package mutating func append(_ key: String, _ value: ContentValue) {
        entries.append(Entry(key: key, value: value))
    }

    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    package var keys: [String] { entries.map(\.key) }
    package var count: Int { entries.count }
    package var isEmpty: Bool { entries.isEmpty }

    /// The value at `path` below this object.
    package func value(at steps: some Collection<FieldPath.Step>) -> ContentValue? {
        guard case .key(let first)? = steps.first, var value = self[first] else { return nil }
        for step in steps.dropFirst() {
            guard let next = value.child(step) else { return nil }
            value = next
        }
        return value
    }
}
