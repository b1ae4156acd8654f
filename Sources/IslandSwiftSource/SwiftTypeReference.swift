/// A type as a Swift declaration spells it: `Date`, `Foundation.URL`, `Courier?`,
/// `[Stop]`, `[String: Int]`, `Optional<Array<Leg>>`, `Outer.Inner`.
package indirect enum SwiftTypeReference: Hashable, Sendable, CustomStringConvertible {
    /// A name with its dotted parts, each with its generic arguments.
    case named([Component])
    /// `T?`, also `T!` (synthesized `Codable` treats both as optional).
    case optional(SwiftTypeReference)
    case array(SwiftTypeReference)
    case dictionary(key: SwiftTypeReference, value: SwiftTypeReference)
    /// Tuples, functions, `some`/`any` types, metatypes: written out, never modelled.
    case unsupported(String)

    package struct Component: Hashable, Sendable {
        package var name: String
        package var arguments: [SwiftTypeReference]

        package init(_ name: String, _ arguments: [SwiftTypeReference] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    package static func name(_ name: String) -> SwiftTypeReference { .named([Component(name)]) }

    package var description: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.arguments.isEmpty ? component.name
                    : component.name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.description + "?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .unsupported(let text): return text
        }
    }
}
