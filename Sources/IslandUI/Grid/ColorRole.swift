/// What a colour is for. Themes map roles to colours; the grid stores roles, so a theme
/// change needs no re-layout and style-mask snapshots stay theme-independent.
package enum ColorRole: String, Hashable, Sendable, CaseIterable, Codable {
    /// The terminal's own colour.
    case terminal
    case screenBackground
    case islandBackground
    case islandText
    case cardBackground
    case cardText
    case cardBorder
    case secondaryText
    case accent
    /// Meanings a presentation colours its content with (good, worth a look, nearly bad, bad):
    /// one role each, whichever type uses it (PresentationRole).
    case positive
    case warning
    case severe
    case critical
    case stale
    case progressFill
    case progressTrack
    case button
    case buttonText
    case keyHint
    case statusBar
    case statusText
    case paneBorder
    case paneTitle
    case logInfo
    case logChange
    case logAlert
    case logWarning
    case logError
    case selection
    case overlayBackground
    case overlayText
    case phoneFrame
}
