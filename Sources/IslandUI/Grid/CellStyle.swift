/// How a cell is drawn: foreground and background roles plus text attributes.
package struct CellStyle: Hashable, Sendable {
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let dim = Attributes(rawValue: 1 << 1)
        package static let underline = Attributes(rawValue: 1 << 2)
        package static let reverse = Attributes(rawValue: 1 << 3)
    }

    package var foreground: ColorRole
    package var background: ColorRole
    package var attributes: Attributes

    package init(_ foreground: ColorRole = .terminal, on background: ColorRole = .terminal, _ attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    package static let plain = CellStyle()

    package func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    package func foreground(_ role: ColorRole) -> CellStyle {
        var copy = self
        copy.foreground = role
        return copy
    }
}
