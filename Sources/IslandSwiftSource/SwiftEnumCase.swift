/// One `case` of an enum.
package struct SwiftEnumCase: Hashable, Sendable {
    package enum RawValue: Hashable, Sendable {
        case string(String)
        case integer(Int)
        /// Any other literal (a float, a character, an interpolated string), as written.
        case other(String)
    }

    /// One associated value: `remaining: TimeInterval`, `Int`, `note: String = ""`.
    package struct AssociatedValue: Hashable, Sendable {
        /// nil when unlabelled (synthesized Codable keys it `_0`, `_1`, … by position).
        package var label: String?
        package var type: SwiftTypeReference
        package var hasDefault: Bool

        package init(label: String?, type: SwiftTypeReference, hasDefault: Bool = false) {
            self.label = label
            self.type = type
            self.hasDefault = hasDefault
        }
    }

    package var name: String
    package var rawValue: RawValue?
    package var hasAssociatedValues: Bool
    package var associatedValues: [AssociatedValue] = []
    package var line: Int

    package init(name: String, rawValue: RawValue? = nil, hasAssociatedValues: Bool = false, line: Int) {
        self.name = name
        self.rawValue = rawValue
        self.hasAssociatedValues = hasAssociatedValues
        self.line = line
    }
}
