/// One token of Swift source, as much as the attributes reader needs to tell declarations
/// apart: names, literals, attributes, `#` directives and single punctuation characters.
package struct SwiftToken: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A name or keyword; a backticked name without its backticks.
        case identifier
        /// An integer or floating-point literal as written.
        case number
        /// A string literal; `text` is its value with escapes resolved.
        case string
        /// `@available`, `@Published`: the name without `@`.
        case attribute
        /// `#if`, `#endif`, `#Preview`: the name without `#`.
        case pound
        /// One character of punctuation or of an operator (`{`, `:`, `?`, `-`, `>`).
        case symbol
    }

    package var kind: Kind
    package var text: String
    /// 1-based.
    package var line: Int
    /// The first token on its line: a declaration may end before it.
    package var startsLine: Bool
    /// A string literal with `\(…)` in it (its `text` is then not its value).
    package var isInterpolated: Bool

    package init(_ kind: Kind, _ text: String, line: Int, startsLine: Bool, isInterpolated: Bool = false) {
        self.kind = kind
        self.text = text
        self.line = line
        self.startsLine = startsLine
        self.isInterpolated = isInterpolated
    }

    package func isSymbol(_ character: String) -> Bool { kind == .symbol && text == character }

    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
