/// How the screen starts.
package struct ScreenOptions: Hashable, Sendable {
    /// Report button-1 clicks (off with `--no-mouse`).
    package var mouse: Bool
    /// Read the keyboard from /dev/tty even when stdin is a terminal: stdin carries data
    /// (`--stdin`). Without it, /dev/tty is still used when stdin is not a terminal.
    package var keyboardFromTTY: Bool

    package init(mouse: Bool = true, keyboardFromTTY: Bool = false) {
        self.mouse = mouse
        self.keyboardFromTTY = keyboardFromTTY
    }
}
