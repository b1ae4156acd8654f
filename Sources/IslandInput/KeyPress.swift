/// A key as the reducer sees it; the terminal backend decodes raw input into these.
package enum KeyPress: Hashable, Sendable {
    case character(Character)
    case tab
    case backTab
    case enter
    case escape
    case up
    case down
    case left
    case right
}
