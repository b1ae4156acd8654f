/// How many colours a terminal can show: what the one colour mapping (`ColorMapping`) maps a
/// theme onto, for the live dashboard (ncurses' `COLORS`) and for printed output
/// (`ANSIColorMode`) alike.
package enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    /// No colour: attributes only.
    case monochrome
    /// The eight ANSI colours.
    case basic8
    /// The eight and their bright variants.
    case basic16
    /// xterm's 256 colours.
    case palette256
    /// 24-bit RGB.
    case direct

    /// The depth for ncurses' `COLORS` (88-colour terminals are treated as 16).
    package init(colorCount: Int) {
        switch colorCount {
        case ..<8: self = .monochrome
        case 8..<16: self = .basic8
        case 16..<256: self = .basic16
        case 256..<(1 << 24): self = .palette256
        default: self = .direct
        }
    }
}
