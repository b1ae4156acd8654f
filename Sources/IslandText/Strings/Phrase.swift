/// One entry of a language's table: a text, or a text per plural form. Arguments are named
/// placeholders, `{count}`, `{id}`, filled by the caller; a plural entry picks its form by
/// `{count}` with its table's rule.
package enum Phrase: Hashable, Sendable, ExpressibleByStringLiteral {
    case text(String)
    case forms([PluralCategory: String])

    package init(stringLiteral value: String) {
        self = .text(value)
    }

    /// German's and English's two forms: "1 problem" / "{count} problems".
    package static func plural(one: String, other: String) -> Phrase {
        .forms([.one: one, .other: other])
    }

    /// Every text of the entry (one, or one per form).
    package var texts: [String] {
        switch self {
        case .text(let text): return [text]
        case .forms(let forms): return PluralCategory.allCases.compactMap { forms[$0] }
        }
    }
}
