/// A key as the reducer sees it; the terminal backend decodes raw input into these.
package enum KeyPress: Hashable, Sendable {
    case character(Character)
    case tab
    case backTab
    case enter
    case escape
    case backspace
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    /// A notch of the mouse wheel: it scrolls like a key, wherever the pointer is.
    case wheelUp
    case wheelDown
}
