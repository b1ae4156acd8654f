import IslandInput

/// What one read from the keyboard can be, decoded from ncurses' `get_wch`.
package enum ScreenInput: Hashable, Sendable {
    case key(KeyPress)
    /// A button-1 press or click at a cell (0-based).
    case mouse(x: Int, y: Int)
    /// ncurses reports the terminal changed size (`KEY_RESIZE`).
    case resize
    /// The terminal went away (hang-up, end of input).
    case hangup
}
