/// An object member's key inside a `JSONDocument`: read in place like a string node.
package struct JSONKey: Sendable {
    package let document: JSONDocument
    let index: Int

    /// The key's decoded text.
    package var string: String { node.string ?? "" }

    /// Whether the key is `text` (as `==` on `String` says), without allocating for ASCII.
    package func equals(_ text: StaticString) -> Bool { node.stringEquals(text) }
    package func equals(_ text: String) -> Bool { node.stringEquals(text) }

    /// The key's bytes in the input, quotes included.
    package var byteRange: Range<Int> { node.byteRange }

    /// The key as a string node (for `compactSize`, say).
    package var node: JSONNode { JSONNode(document: document, index: index) }
}
