extension ColorRole {
    /// What the role colours, for the documentation and `island themes`.
    package var themeSummary: String {
        switch self {
        case .terminal: return "the terminal's own colour (not settable)"
        case .screenBackground: return "the background behind everything (default: the terminal's)"
        case .islandBackground: return "the Dynamic Island pill (minimal, compact, expanded)"
        case .islandText: return "text and icons inside the island"
        case .cardBackground: return "the Lock Screen card and dashboard cards"
        case .cardText: return "primary text on cards"
        case .cardBorder: return "the frame around cards"
        case .secondaryText: return "secondary text: labels, times, the destination line"
        case .accent: return "the line badge and highlights"
        case .positive: return "good news: on time, arrived, connected, a full battery, a quiet tram"
        case .warning: return "worth a look: a tram filling up"
        case .severe: return "between warning and critical: a nearly full tram"
        case .critical: return "bad news: delays (\"+3\"), late countdowns, faults, a low battery, a full tram"
        case .stale: return "stale content and the \"stale · updated N min ago\" mark"
        case .progressFill: return "the done part of progress bars"
        case .progressTrack: return "the remaining part of progress bars"
        case .button: return "the [Beenden] / Stop ride button's background"
        case .buttonText: return "the button's label"
        case .keyHint: return "keys in the footer and the ? overlay"
        case .statusBar: return "the status and footer bars' background"
        case .statusText: return "text on the status and footer bars"
        case .paneBorder: return "the frames of the dashboard's panes"
        case .paneTitle: return "pane titles"
        case .logInfo: return "events pane: ordinary entries"
        case .logChange: return "events pane: lifecycle changes (started, stale, ended, dismissed)"
        case .logAlert: return "events pane: alerts"
        case .logWarning: return "events pane: warnings"
        case .logError: return "events pane: rejected input and errors"
        case .selection: return "the selected activity's marker"
        case .overlayBackground: return "the ? help overlay's background"
        case .overlayText: return "the ? help overlay's text"
        case .phoneFrame: return "the phone view's frame"
        }
    }
}
