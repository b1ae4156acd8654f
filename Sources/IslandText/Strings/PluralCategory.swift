/// The plural forms a language tells apart (CLDR's categories). German and English use `one`
/// and `other`; a language with more forms names them in its table's rule.
package enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero
    case one
    case two
    case few
    case many
    case other
}
