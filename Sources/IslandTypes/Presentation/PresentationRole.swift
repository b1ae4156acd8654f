/// The colours a type's presentation may ask for. They name meanings, not colours: the theme
/// decides the colour, so a type file looks right in every theme.
package enum PresentationRole: String, Hashable, Sendable, CaseIterable {
    /// The surface's own text colour.
    case text
    case secondaryText
    case accent
    case onTime
    case late
    case stale
    case progressFill
    case occupancyLow
    case occupancyMedium
    case occupancyHigh
    case occupancyFull
    case battery
    case batteryLow
    case fault
    /// The app's own colour (its `tint`, or one island picks for it).
    case tint
}
