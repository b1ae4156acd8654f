/// An attribute written before a declaration: `@available(iOS 16.1, *)`, `@Published`,
/// `@Default<EmptyList>` (a generic property wrapper with its arguments).
package struct SwiftAttribute: Hashable, Sendable {
    package var name: String
    package var line: Int
    /// `<…>` written right after the name.
    package var genericArguments: [SwiftTypeReference] = []

    package init(name: String, line: Int, genericArguments: [SwiftTypeReference] = []) {
        self.name = name
        self.line = line
        self.genericArguments = genericArguments
    }
}
