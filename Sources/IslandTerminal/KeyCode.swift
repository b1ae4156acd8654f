import CNcursesw

/// ncurses' function-key codes and mouse masks, read from the shim (they are macros in C).
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
    package static let pageUp = island_key_ppage()
    package static let pageDown = island_key_npage()
    package static let home = island_key_home()
    package static let end = island_key_end()

    /// The mouse events island asks for: button 1 (clicks on the card's button and cards) and
    /// the wheel (buttons 4 and 5), which scrolls the events pane.
    package static let button1 = island_button1_pressed() | island_button1_clicked()
    package static let wheelUp = island_button4_pressed()
    package static let wheelDown = island_button5_pressed()
    package static var mouseEvents: mmask_t { button1 | wheelUp | wheelDown }
}
