import CNcursesw

/// Which terminal description ncurses starts with: `TERM`, or — when the terminal says it
/// shows 24-bit colour (`COLORTERM=truecolor` or `24bit`) — the direct-colour description of
/// its family that terminfo knows (`xterm-direct`, `tmux-direct`, … from Debian's
/// ncurses-term). ncurses draws RGB only through such a description; without one the
/// dashboard stays at the 256 colours `TERM` names.
package enum DirectColorTerminal {
    /// Whether the environment says the terminal shows 24-bit colour.
    package static func isRequested(_ environment: [String: String]) -> Bool {
        let value = (environment["COLORTERM"] ?? "").lowercased()
        return value == "truecolor" || value == "24bit"
    }

    /// The description to start ncurses with; `isKnown` says whether terminfo has a name.
    package static func name(for term: String, environment: [String: String], isKnown: (String) -> Bool) -> String {
        guard isRequested(environment) else { return term }
        return candidates(for: term).first(where: isKnown) ?? term
    }

    /// The direct-colour siblings of `term`, nearest first: `xterm-256color` → `xterm-direct`,
    /// `tmux-256color` → `tmux-direct`; an xterm variant also tries plain `xterm-direct`. A
    /// description that is direct already has none.
    package static func candidates(for term: String) -> [String] {
        guard !term.isEmpty, !term.hasSuffix("-direct") else { return [] }
        var base = term
        for suffix in ["-256color", "-88color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        var names = [base + "-direct"]
        if base.hasPrefix("xterm"), base != "xterm" { names.append("xterm-direct") }
        return names
    }

    /// Whether terminfo knows `name` as a terminal that can draw a screen.
    package static func isScreenTerminal(_ name: String) -> Bool {
        island_terminal_known(name) == 1
    }
}
