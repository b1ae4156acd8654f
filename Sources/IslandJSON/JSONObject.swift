/// A JSON object that remembers the order of its keys. A repeated key keeps its first
/// position and its last value, as `JSONSerialization` does.
///
/// Keys and values sit side by side in order; a small object (the answers, records and log
/// lines island writes for every line it takes in) is searched by walking them, which costs
/// less than hashing. A large one (a parsed document's) also keeps an index by key, so a
/// lookup stays constant however many keys it has.
package struct JSONObject: Hashable, Sendable {
    package private(set) var keys: [String] = []
    private var values: [JSONValue] = []
    /// Position of each key, once the object has more than `indexThreshold` keys.
    private var index: [String: Int]?

    static let indexThreshold = 12

    package init() {}

    package init(_ entries: [(String, JSONValue)]) {
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for (key, value) in entries { self[key] = value }
    }

    /// Keys known to be distinct (a writer's own, often a shared constant array), with their
    /// values in the same order: made without looking each key up.
    package init(distinctKeys keys: [String], values: [JSONValue]) {
        precondition(keys.count == values.count, "a value for every key")
        assert(Set(keys).count == keys.count, "distinct keys")
        self.keys = keys
        self.values = values
        if keys.count > Self.indexThreshold { index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices)) }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    package subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let found = position(of: key) {
                    values[found] = newValue
                } else {
                    keys.append(key)
                    values.append(newValue)
                    if index != nil {
                        index?[key] = keys.count - 1
                    } else if keys.count > Self.indexThreshold {
                        index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
                    }
                }
            } else if let found = position(of: key) {
                keys.remove(at: found)
                values.remove(at: found)
                if index != nil {
                    index = keys.count > Self.indexThreshold ? Dictionary(uniqueKeysWithValues: zip(keys, keys.indices)) : nil
                }
            }
        }
    }

    package var entries: [(key: String, value: JSONValue)] {
        Array(zip(keys, values).lazy.map { (key: $0.0, value: $0.1) })
    }

    /// The value of the key at `position` in `keys` (a writer walks them without `entries`'s array).
    package func value(at position: Int) -> JSONValue { values[position] }

    package var count: Int { keys.count }
    package var isEmpty: Bool { keys.isEmpty }

    /// Equal when they hold the same keys with the same values, in any order (as dictionaries are).
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (position, key) in lhs.keys.enumerated() {
            guard let other = rhs[key], other == lhs.values[position] else { return false }
        }
        return true
    }

    /// Independent of the order of the keys, as `==` is: each entry is hashed alone and the
    /// hashes are combined with an order-free sum (what `Dictionary` does).
    package func hash(into hasher: inout Hasher) {
        var combined = 0
        for (position, key) in keys.enumerated() {
            var entry = Hasher()
            entry.combine(key)
            entry.combine(values[position])
            combined = combined &+ entry.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
