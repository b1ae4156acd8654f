/// How the screen starts.
public struct ScreenOptions: Hashable, Sendable {
    /// Report button-1 clicks (off with `--no-mouse`).
    public var mouse: Bool
    /// Read the keyboard from /dev/tty even when stdin is a terminal: stdin carries data
    /// (`--stdin`). Without it, /dev/tty is still used when stdin is not a terminal.
    public var keyboardFromTTY: Bool

    public init(mouse: Bool = true, keyboardFromTTY: Bool = false) {
        self.mouse = mouse
        self.keyboardFromTTY = keyboardFromTTY
    }
}
