/// The colours a type's presentation may ask for. They name meanings, not colours and not the
/// types that use them: the theme decides the colour, so a type file looks right in every
/// theme, and two types that mean the same (a trip on time, a full battery) look the same.
package enum PresentationRole: String, Hashable, Sendable, CaseIterable {
    /// The surface's own text colour.
    case text
    /// Labels and the less important half of a line ("Nächster Halt: ").
    case secondary
    /// Highlights: a countdown to departure, a line badge.
    case accent
    /// Good news: on time, arrived, connected, a full battery, a quiet tram.
    case positive
    /// Worth a look: a tram filling up, a slow delivery.
    case warning
    /// Between warning and critical: nearly full (the step Primer calls "severe").
    case severe
    /// Bad news: late, a fault, a low battery, a full tram.
    case critical
    /// Content no longer current.
    case stale
    /// The done part of a progress bar (the default fill).
    case progressFill
    /// The app's own colour (its `tint`, or one island picks for it).
    case tint

    /// The names before the roles said what they mean; still read, not written, and listed in
    /// docs/types.md as deprecated. One table: the theme file's old keys are the same names.
    package static let deprecatedNames: KeyValuePairs<String, PresentationRole> = [
        "secondaryText": .secondary,
        "onTime": .positive, "occupancyLow": .positive, "battery": .positive,
        "occupancyMedium": .warning,
        "occupancyHigh": .severe,
        "late": .critical, "occupancyFull": .critical, "batteryLow": .critical, "fault": .critical,
    ]

    /// A role by its name, or by a deprecated one.
    package init?(named name: String) {
        if let role = PresentationRole(rawValue: name) {
            self = role
        } else if let role = Self.deprecatedNames.first(where: { $0.key == name })?.value {
            self = role
        } else {
            return nil
        }
    }
}
