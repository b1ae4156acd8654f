/// What `island render` draws: one presentation of one activity, or a whole screen.
package enum StillView: String, Hashable, Sendable, CaseIterable {
    case minimal
    case compact
    case expanded
    /// The Lock Screen card.
    case lock
    case dashboard
    case phone
    case standby
    /// The Apple Watch Smart Stack (the `small` family, else the app's name over the compact pair).
    case watch
    /// CarPlay's Home Screen.
    case carplay
    /// The Mac's menu bar.
    case menubar
    /// The landscape island: compact and minimal, width-limited.
    case landscape
    /// The locked phone's Lock Screen in Always-On: dimmed and dark.
    case alwaysOn = "always-on"

    /// A whole screen (drawn at the given size) rather than one presentation (drawn at its
    /// natural size unless a width is given).
    package var isScreen: Bool {
        switch self {
        case .dashboard, .phone, .standby, .alwaysOn: return true
        case .minimal, .compact, .expanded, .lock, .watch, .carplay, .menubar, .landscape: return false
        }
    }

    /// The screen size when none is given: the dashboard's full layout.
    package static let defaultScreenSize = (width: 100, height: 30)
}
