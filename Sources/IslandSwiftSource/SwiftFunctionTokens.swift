/// A function or initializer of a type as the reader keeps it: its name, the tokens of its
/// signature (between the name and the body) and of its body, for the parts of the reader
/// that follow what it does (`init(from:)`, a `KeyedDecodingContainer.decode` overload).
package struct SwiftFunctionTokens: Hashable, Sendable {
    /// `init` for an initializer.
    package var name: String
    package var line: Int
    /// From the parameter list's `(` up to the body's `{` (exclusive).
    package var signature: [SwiftToken]
    /// Inside the braces; nil for a requirement without a body.
    package var body: [SwiftToken]?

    package init(name: String, line: Int, signature: [SwiftToken], body: [SwiftToken]?) {
        self.name = name
        self.line = line
        self.signature = signature
        self.body = body
    }

    /// The parameters' external labels, `_` for none (`init(from:)` is `["from"]`).
    package var labels: [String] {
        var labels: [String] = []
        var depth = 0
        var expectLabel = true
        for token in signature {
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") {
                depth += 1
                continue
            }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") {
                depth -= 1
                if depth == 0 { break }
                continue
            }
            if depth == 1, token.isSymbol(",") { expectLabel = true; continue }
            if depth == 1, expectLabel, token.kind == .identifier {
                labels.append(token.text)
                expectLabel = false
            }
        }
        return labels
    }
}
