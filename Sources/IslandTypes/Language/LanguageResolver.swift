import IslandText
/// Which of an app's languages the device shows: iOS's rule (`Bundle.preferredLocalizations`):
/// the first preferred language the app has — exactly or by its base language ("de-AT" finds
/// "de") — else the app's development language.
package enum LanguageResolver {
    package static func resolve(_ preferences: LanguagePreferences, available: [String], development: String) -> String {
        for preferred in preferences.languages {
            if available.contains(preferred) { return preferred }
            let base = base(of: preferred)
            if let match = available.first(where: { $0 == base || self.base(of: $0) == base }) { return match }
        }
        return development
    }

    /// The languages island's own words (status line, events pane, help, prompts) exist in:
    /// one string table each (`Language`); English is island's development language.
    package static let chromeLanguages = Language.allCases.map(\.rawValue)

    /// The language of island's own words for these preferences: the device's when island has
    /// it, else English.
    package static func chrome(_ preferences: LanguagePreferences) -> String {
        resolve(preferences, available: chromeLanguages, development: "en")
    }

    /// "pt-BR" → "pt".
    package static func base(of code: String) -> String {
        code.split(separator: "-").first.map(String.init) ?? code
    }
}
