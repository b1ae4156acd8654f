import CNcursesw

/// ncurses' function-key codes, read from the shim (they are macros in C).
public enum KeyCode {
    public static let backTab = island_key_btab()
    public static let enter = island_key_enter()
    public static let up = island_key_up()
    public static let down = island_key_down()
    public static let left = island_key_left()
    public static let right = island_key_right()
    public static let resize = island_key_resize()
    public static let mouse = island_key_mouse()
    public static let backspace = island_key_backspace()
}
