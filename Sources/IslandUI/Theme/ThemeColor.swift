/// A colour as a theme names it: the terminal's default, a 256-colour index or `#rrggbb`.
/// `ColorMapping` maps it to the nearest colour a terminal has (24-bit, 256, 16, 8).
package enum ThemeColor: Hashable, Sendable {
    case terminalDefault
    case index(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The value as a theme file writes it: `default`, `39` or `#0a84ff`.
    package var themeFileText: String {
        switch self {
        case .terminalDefault:
            return "default"
        case .index(let index):
            return String(index)
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map(Self.hexByte).joined()
        }
    }

    /// The red, green and blue the colour stands for (an index as xterm draws it by default);
    /// nil for the terminal's default, which only the terminal knows.
    package var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .terminalDefault: return nil
        case .index(let index): return XtermPalette.rgb(of: index)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
