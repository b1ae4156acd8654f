import IslandSwiftSource
import Foundation

/// What a frame's evaluation knows besides `context`: the device's locale and time zone, the
/// moment, and SwiftUI's environment values a Live Activity reads.
package struct WidgetEnvironment: Sendable {
    package var now: Date
    package var locale: Locale
    package var timeZone: TimeZone
    package var isLuminanceReduced = false
    /// `light` or `dark`: the Lock Screen's; the island is always dark.
    package var colorScheme = "dark"
    /// `medium` (iPhone) or `small` (Watch, CarPlay).
    package var activityFamily = "medium"
    /// `isDynamicIslandLimitedInWidth`: the landscape island (iOS 27).
    package var isLimitedInWidth = false
    /// `isActivityFullscreen`: StandBy.
    package var isActivityFullscreen = false
    /// `showsWidgetContainerBackground`: false in StandBy, where the tint fills the screen.
    package var showsWidgetContainerBackground = true

    package init(now: Date, locale: Locale, timeZone: TimeZone) {
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The locale of a device language: `de` → de_DE, `en` → en_US, as iOS pairs a language
    /// with its usual region when the region is not set.
    package static func locale(language: String) -> Locale {
        let code = language.replacingOccurrences(of: "-", with: "_")
        if code.contains("_") { return Locale(identifier: code) }
        return paired[code] ?? Locale(identifier: code)
    }

    /// The languages' usual regions, made once: every widget frame asks for its locale.
    static let paired: [String: Locale] = {
        let regions = ["en": "US", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "ja": "JP", "nl": "NL", "pt": "BR", "sv": "SE",
                       "da": "DK", "nb": "NO", "fi": "FI", "pl": "PL", "zh": "CN", "ko": "KR", "tr": "TR", "cs": "CZ"]
        return regions.reduce(into: [:]) { table, pair in table[pair.key] = Locale(identifier: "\(pair.key)_\(pair.value)") }
    }()
}
