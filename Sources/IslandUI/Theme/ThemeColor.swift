/// A colour as a theme names it: the terminal's default, a 256-colour index or `#rrggbb`.
/// The terminal backend maps it to the nearest colour the terminal has (256, 16, 8).
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

    /// The palette index to draw this colour with on a terminal of `colors` colours (256, 16
    /// or 8): an index the terminal has is kept, anything else becomes the nearest one it has.
    /// Nil for the terminal's default.
    package func paletteIndex(colors: Int) -> UInt8? {
        switch self {
        case .terminalDefault:
            return nil
        case .index(let index):
            if Int(index) < colors { return index }
            let rgb = XtermPalette.rgb(of: index)
            return XtermPalette.nearest(red: rgb.red, green: rgb.green, blue: rgb.blue, colors: colors)
        case .rgb(let red, let green, let blue):
            return XtermPalette.nearest(red: red, green: green, blue: blue, colors: colors)
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
