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

    /// "pt-BR" → "pt".
    package static func base(of code: String) -> String {
        code.split(separator: "-").first.map(String.init) ?? code
    }
}
