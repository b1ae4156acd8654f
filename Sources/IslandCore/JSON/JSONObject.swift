/// A JSON object that remembers the order of its keys. A repeated key keeps its first
/// position and its last value, as `JSONSerialization` does.
public struct JSONObject: Hashable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [String: JSONValue] = [:]

    public init() {}

    public init(_ entries: [(String, JSONValue)]) {
        for (key, value) in entries { self[key] = value }
    }

    public subscript(key: String) -> JSONValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    public var entries: [(key: String, value: JSONValue)] {
        keys.map { ($0, values[$0]!) }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
