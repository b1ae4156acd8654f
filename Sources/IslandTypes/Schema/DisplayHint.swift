/// What a number or string means to the app beyond its Swift type, for apps that decode it
/// themselves (a `Double` of Unix seconds) or whose names do not say (a 0…100 `Int`).
package enum DisplayHint: String, Hashable, Sendable, CaseIterable {
    /// A number of Unix seconds the app turns into a date itself.
    case unixSeconds = "unix-seconds"
    /// A number of Unix milliseconds the app turns into a date itself.
    case milliseconds
    /// 0…100.
    case percent
    /// 0…1, shown as a progress bar.
    case fraction
    /// A number of seconds, shown as 12:05.
    case duration
    /// A number of minutes.
    case minutes
    /// Never shown (identifiers, internal state).
    case hidden

    /// Hints that only make sense on numbers.
    package var needsNumber: Bool { self != .hidden }
}
