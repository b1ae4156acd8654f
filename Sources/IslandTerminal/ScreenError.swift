/// Why the terminal screen could not start. Each says in one line what to do.
package enum ScreenError: Error, CustomStringConvertible, Sendable {
    case notATerminal
    case noTerminalType
    case unknownTerminal(String)
    case notAScreenTerminal(String)
    case noKeyboard(String)

    package var description: String {
        switch self {
        case .notATerminal:
            return "standard output is not a terminal; run island in a terminal, or use --headless"
        case .noTerminalType:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerminal(let name):
            return "unknown terminal type '\(name)' (TERM); set TERM to a known one, e.g. xterm-256color"
        case .notAScreenTerminal(let name):
            return "terminal type '\(name)' (TERM) cannot move the cursor; island needs a screen terminal, e.g. TERM=xterm-256color"
        case .noKeyboard(let reason):
            return "cannot read the keyboard from /dev/tty: \(reason)"
        }
    }
}
