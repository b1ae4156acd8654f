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

    /// The depth the mode draws at: the one colour mapping decides the colours.
    package var depth: ColorDepth {
        switch self {
        case .none: return .monochrome
        case .ansi8: return .basic8
        case .ansi16: return .basic16
        case .ansi256: return .palette256
        case .truecolor: return .direct
        }
    }

    /// The SGR parameters of a cell's colours (`distinct`: its foreground and background are
    /// different roles), as the live dashboard would draw them at this depth; empty in `.none`.
    package func parameters(foreground: ThemeColor, background: ThemeColor, distinct: Bool = true) -> [String] {
        let pair = ColorMapping(depth: depth).pair(foreground: foreground, background: background, distinct: distinct)
        return [pair.foreground.map { Self.parameters(for: $0, background: false) },
                pair.background.map { Self.parameters(for: $0, background: true) }].compactMap { $0 }
    }

    /// `39` / `49` for the terminal's own colour, `31` / `91` / `38;5;N` for an index, `38;2;R;G;B` for RGB.
    package static func parameters(for color: TerminalColor, background: Bool) -> String {
        let base = background ? 40 : 30
        switch color {
        case .terminalDefault: return String(base + 9)
        case .index(let index) where index < 8: return String(base + Int(index))
        case .index(let index) where index < 16: return String(base + 60 + Int(index) - 8)
        case .index(let index): return "\(base + 8);5;\(index)"
        case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
        }
    }
}
