/// A colour as a terminal of some depth can show it: its own default, an index of its palette,
/// or 24-bit RGB (direct-colour terminals only).
package enum TerminalColor: Hashable, Sendable {
    case terminalDefault
    case index(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}
