extension JSONDocument {
    /// The document of a value made in code (a simulated app's content state, a test's
    /// payload): written by `JSONWriter` and parsed, so every node reads it exactly as it
    /// would read the same value arriving on a line. Not for the intake path, which parses
    /// the bytes it was given.
    package convenience init(_ value: JSONValue) {
        do {
            try self.init(parsing: JSONWriter.string(value))
        } catch {
            // The writer writes only JSON, and a value built in code nests far less than 256 deep.
            preconditionFailure("JSONWriter wrote a text JSONDocument cannot read: \(error)")
        }
    }
}

extension JSONNode {
    /// The root of a value made in code (see `JSONDocument.init(_:)`).
    package init(_ value: JSONValue) {
        self = JSONDocument(value).root
    }

    /// The root of an object made in code.
    package init(_ object: JSONObject) {
        self.init(.object(object))
    }
}

/// Nodes are equal when their values are (`JSONValue`'s equality: objects by their members,
/// whatever their order), wherever they were parsed: a push decoded from a line equals the same
/// push built in code. For tests and bookkeeping, never on the intake path: it builds both trees.
extension JSONNode: Hashable {
    package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
