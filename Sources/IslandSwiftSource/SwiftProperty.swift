/// A `var` or `let` member.
package struct SwiftProperty: Hashable, Sendable {
    package var name: String
    package var type: SwiftTypeReference?
    package var isLet: Bool
    /// `= …` was written (the initial value's tokens are in `initializer`).
    package var hasInitializer: Bool
    package var initializer: [SwiftToken]
    package var isStatic: Bool
    /// Has a getter instead of storage.
    package var isComputed: Bool
    package var isLazy: Bool
    package var attributes: [SwiftAttribute]
    package var line: Int

    package init(name: String, type: SwiftTypeReference?, isLet: Bool, hasInitializer: Bool = false, initializer: [SwiftToken] = [],
                 isStatic: Bool = false, isComputed: Bool = false, isLazy: Bool = false, attributes: [SwiftAttribute] = [], line: Int) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.hasInitializer = hasInitializer
        self.initializer = initializer
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.isLazy = isLazy
        self.attributes = attributes
        self.line = line
    }

    /// Stored and per instance: what synthesized `Codable` can decode.
    package var isStored: Bool { !isStatic && !isComputed }
}
