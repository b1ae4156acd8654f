/// The keys of DESIGN §6 (plus theme, phone view and StandBy), for the help overlay and the
/// footer, in the order they are listed.
enum KeyAction: CaseIterable {
    case select, expand, stop, endAll, dismiss, lock, theme, phone, standby, pause, speed, help, quit, click

    /// The key caps as the overlay shows them.
    func keys(_ strings: Strings) -> String {
        switch self {
        case .select: return "Tab / Shift-Tab"
        case .expand: return "\(strings.spaceKey) / e"
        case .stop: return "b / Enter"
        case .endAll: return "E"
        case .dismiss: return "x"
        case .lock: return "l"
        case .theme: return "t"
        case .phone: return "v"
        case .standby: return "s"
        case .pause: return "p"
        case .speed: return "+ / -"
        case .help: return "?"
        case .quit: return "q"
        case .click: return strings.mouse
        }
    }

    /// The key cap in the footer, shorter.
    var footerKey: String {
        switch self {
        case .select: return "Tab"
        case .expand: return "e"
        case .stop: return "b"
        case .endAll: return "E"
        case .dismiss: return "x"
        case .lock: return "l"
        case .theme: return "t"
        case .phone: return "v"
        case .standby: return "s"
        case .pause: return "p"
        case .speed: return "+/-"
        case .help: return "?"
        case .quit: return "q"
        case .click: return ""
        }
    }

    /// Which footer hints go last when the footer is narrow: higher stays longer.
    var footerPriority: Int {
        switch self {
        case .help, .quit: return 10
        case .stop: return 9
        case .lock: return 8
        case .phone, .standby: return 7
        case .expand: return 6
        case .select: return 5
        case .pause: return 4
        case .speed: return 3
        case .endAll: return 2
        case .dismiss, .theme: return 1
        case .click: return 0
        }
    }
}
