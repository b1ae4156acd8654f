/// A JSON object that remembers the order of its keys. A repeated key keeps its first
/// position and its last value, as `JSONSerialization` does.
package struct JSONObject: Hashable, Sendable {
    package private(set) var keys: [String] = []
    private var values: [String: JSONValue] = [:]

    package init() {}

    package init(_ entries: [(String, JSONValue)]) {
        for (key, value) in entries { self[key] = value }
    }

    package subscript(key: String) -> JSONValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    package var entries: [(key: String, value: JSONValue)] {
        keys.map { ($0, values[$0]!) }
    }

    package var count: Int { keys.count }
    package var isEmpty: Bool { keys.isEmpty }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.values == rhs.values
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
