/// How text printed outside curses (`island themes`) may be coloured with SGR escapes.
package enum ANSIColorMode: Hashable, Sendable, CaseIterable {
    /// Plain text: not a terminal, `NO_COLOR`, or `TERM=dumb`.
    case none
    /// SGR 30–37 / 40–47.
    case ansi8
    /// SGR 30–37 / 90–97 and their backgrounds.
    case ansi16
    /// SGR 38;5;N / 48;5;N.
    case ansi256
    /// SGR 38;2;R;G;B / 48;2;R;G;B.
    case truecolor

    /// True when `NO_COLOR` asks for no colour: set and not empty, as no-color.org specifies.
    package static func noColor(in environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// The mode for output to a stream: colour only on a terminal without `NO_COLOR`;
    /// truecolor when `COLORTERM` says so; 256 colours when `TERM` names them; else what
    /// `TERM` family terminals reliably have.
    package static func detect(environment: [String: String], isTerminal: Bool) -> ANSIColorMode {
        guard isTerminal, !noColor(in: environment) else { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if term.contains("256") || term.contains("direct") { return .ansi256 }
        if term == "linux" || term.hasPrefix("vt") || term == "ansi" || term == "cons25" { return .ansi8 }
        return .ansi16
    }

    /// The SGR parameters selecting `color` as the foreground (or background); empty in
    /// `.none`. The terminal's default colour is 39 / 49.
    package func parameters(for color: ThemeColor, background: Bool) -> String {
        if self == .none { return "" }
        let base = background ? 40 : 30
        if case .terminalDefault = color { return String(base + 9) }
        switch self {
        case .none:
            return ""
        case .truecolor:
            if case .rgb(let red, let green, let blue) = color {
                return "\(base + 8);2;\(red);\(green);\(blue)"
            }
            return "\(base + 8);5;\(color.paletteIndex(colors: 256) ?? 0)"
        case .ansi256:
            return "\(base + 8);5;\(color.paletteIndex(colors: 256) ?? 0)"
        case .ansi16, .ansi8:
            let index = Int(color.paletteIndex(colors: self == .ansi16 ? 16 : 8) ?? 0)
            return index < 8 ? String(base + index) : String(base + 60 + index - 8)
        }
    }
}
