/// How a cell is drawn: foreground and background roles plus text attributes.
public struct CellStyle: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let underline = Attributes(rawValue: 1 << 2)
        public static let reverse = Attributes(rawValue: 1 << 3)
    }

    public var foreground: ColorRole
    public var background: ColorRole
    public var attributes: Attributes

    public init(_ foreground: ColorRole = .terminal, on background: ColorRole = .terminal, _ attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = CellStyle()

    public func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    public func foreground(_ role: ColorRole) -> CellStyle {
        var copy = self
        copy.foreground = role
        return copy
    }
}
