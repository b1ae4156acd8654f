/// A JSON text as a `JSONValue` tree, for the places that keep or edit a whole value (type
/// files, themes, configuration, recordings, answers read back). There is one parser in
/// island — `JSONDocument`'s, strict RFC 8259 — and this builds the tree from its tape; the
/// intake reads the tape directly and never builds a tree.
package enum JSONParser {
    /// How deep arrays and objects may nest, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 256

    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        try JSONDocument(parsing: bytes).root.value
    }

    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try JSONDocument(parsing: bytes).root.value
    }

    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONDocument(parsing: text).root.value
    }
}
