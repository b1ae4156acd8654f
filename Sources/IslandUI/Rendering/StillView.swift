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

    /// A whole screen (drawn at the given size) rather than one presentation (drawn at its
    /// natural size unless a width is given).
    package var isScreen: Bool {
        switch self {
        case .dashboard, .phone, .standby: return true
        case .minimal, .compact, .expanded, .lock: return false
        }
    }

    /// The screen size when none is given: the dashboard's full layout.
    package static let defaultScreenSize = (width: 100, height: 30)
}
