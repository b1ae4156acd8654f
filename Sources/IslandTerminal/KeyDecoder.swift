import CNcursesw
import IslandInput

/// Turns what `get_wch` returned into input: a character (with `OK`) or a function-key code
/// (with `KEY_CODE_YES`), and a mouse event's buttons. Pure, so the whole map is tested
/// without a terminal.
package enum KeyDecoder {
    /// A character from the keyboard. Tab, Enter (CR or LF, depending on `nl`), Esc and
    /// Backspace (DEL or ^H, as terminals send it) are keys of their own; other control
    /// characters (Ctrl-C arrives as SIGINT, not here) mean nothing to island and are dropped.
    package static func decode(character value: UInt32) -> ScreenInput? {
        switch value {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 0..<32: return nil
        case 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// A function key. `KEY_MOUSE` needs `getmouse`, which the screen does; it is reported
    /// here as a mouse event at (-1, -1) so callers can tell it apart.
    package static func decode(keyCode: Int32) -> ScreenInput? {
        switch keyCode {
        case KeyCode.backTab: return .key(.backTab)
        case KeyCode.enter: return .key(.enter)
        case KeyCode.backspace: return .key(.backspace)
        case KeyCode.up: return .key(.up)
        case KeyCode.down: return .key(.down)
        case KeyCode.left: return .key(.left)
        case KeyCode.right: return .key(.right)
        case KeyCode.pageUp: return .key(.pageUp)
        case KeyCode.pageDown: return .key(.pageDown)
        case KeyCode.home: return .key(.home)
        case KeyCode.end: return .key(.end)
        case KeyCode.resize: return .resize
        case KeyCode.mouse: return .mouse(x: -1, y: -1)
        default: return nil
        }
    }

    /// A mouse event from `getmouse`: a wheel notch is a key (it scrolls wherever the pointer
    /// is), a button-1 press or click is a click at its cell; anything else (releases, other
    /// buttons, motion) is nothing.
    package static func decode(mouseButtons buttons: mmask_t, x: Int, y: Int) -> ScreenInput? {
        if buttons & KeyCode.wheelUp != 0 { return .key(.wheelUp) }
        if buttons & KeyCode.wheelDown != 0 { return .key(.wheelDown) }
        if buttons & KeyCode.button1 != 0 { return .mouse(x: x, y: y) }
        return nil
    }
}
