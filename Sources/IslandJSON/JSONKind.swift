/// The six kinds of JSON value, as a `JSONNode` reports them without materialising anything.
package enum JSONKind: UInt8, Hashable, Sendable {
    case null
    case bool
    case number
    case string
    case array
    case object

    /// The kind's name as a decoding error reports it ("a number", "an object").
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
