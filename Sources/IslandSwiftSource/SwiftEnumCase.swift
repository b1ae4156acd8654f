/// One `case` of an enum.
package struct SwiftEnumCase: Hashable, Sendable {
    package enum RawValue: Hashable, Sendable {
        case string(String)
        case integer(Int)
        /// Any other literal (a float, a character, an interpolated string), as written.
        case other(String)
    }

    package var name: String
    package var rawValue: RawValue?
    package var hasAssociatedValues: Bool
    package var line: Int

    package init(name: String, rawValue: RawValue? = nil, hasAssociatedValues: Bool = false, line: Int) {
        self.name = name
        self.rawValue = rawValue
        self.hasAssociatedValues = hasAssociatedValues
        self.line = line
    }
}
