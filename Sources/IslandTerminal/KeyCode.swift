import CNcursesw

/// ncurses' function-key codes, read from the shim (they are macros in C).
package enum KeyCode {
    package static let backTab = island_key_btab()
    package static let enter = island_key_enter()
    package static let up = island_key_up()
    package static let down = island_key_down()
    package static let left = island_key_left()
    package static let right = island_key_right()
    package static let resize = island_key_resize()
    package static let mouse = island_key_mouse()
    package static let backspace = island_key_backspace()
}
