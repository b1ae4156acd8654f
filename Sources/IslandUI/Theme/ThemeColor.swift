/// A colour as a theme names it: the terminal's default, a 256-colour index or `#rrggbb`.
/// The terminal backend maps it to the nearest colour the terminal has (256, 16, 8).
public enum ThemeColor: Hashable, Sendable {
    case terminalDefault
    case index(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}
