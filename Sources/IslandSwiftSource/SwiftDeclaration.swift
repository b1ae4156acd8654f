/// A type declaration of a Swift file as the attributes reader sees it: a struct, enum, class,
/// actor or protocol with the members that decide how `Codable` decodes it, or an extension
/// adding members to one. Everything else in the file (functions, views, previews) is skipped.
package struct SwiftDeclaration: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`
    }

    package var kind: Kind
    /// The type's name; for an extension the extended type's dotted name (`Trip.ContentState`).
    package var name: String
    package var line: Int
    package var genericParameters: [String] = []
    /// The inheritance clause: superclass, raw type, protocols.
    package var inherited: [SwiftTypeReference] = []
    /// `@available`, `@frozen`, … (names without `@`).
    package var attributes: [SwiftAttribute] = []
    package var properties: [SwiftProperty] = []
    package var cases: [SwiftEnumCase] = []
    package var nested: [SwiftDeclaration] = []
    package var typealiases: [SwiftTypealias] = []
    /// Where a hand-written `init(from:)` is declared, if there is one.
    package var decoderInitLine: Int?
    /// The hand-written `init(from:)` itself.
    package var decoderInit: SwiftFunctionTokens?
    /// Initializers and functions with their bodies (`init()`, `decode(_:forKey:)`, …).
    package var functions: [SwiftFunctionTokens] = []
    /// A protocol's `associatedtype`s.
    package var associatedTypes: [String] = []

    package init(kind: Kind, name: String, line: Int) {
        self.kind = kind
        self.name = name
        self.line = line
    }
}
