import IslandText
/// An app that owns Live Activities: its bundle identifier (the push topic without
/// `.push-type.liveactivity`), its name and icon as the Lock Screen shows them, and the
/// languages it is localised in, which decide the language of its activities' texts.
package struct AppDescription: Hashable, Sendable {
    package var bundle: String
    package var name: LocalizedText
    /// The language the app was written in: shown when the device prefers none it has.
    package var developmentLanguage: String
    /// Every language it has (the development language included).
    package var languages: [String]
    package var icon: AppIcon
    /// The app's colour; nil: island picks one from the bundle identifier.
    package var tint: PresentationRole?
    /// Whether the app declares `NSSupportsLiveActivitiesFrequentUpdates`.
    package var frequentUpdates: Bool

    package init(bundle: String, name: LocalizedText, developmentLanguage: String = "en", languages: [String] = [],
                 icon: AppIcon = AppIcon(), tint: PresentationRole? = nil, frequentUpdates: Bool = false) {
        self.bundle = bundle
        self.name = name
        self.developmentLanguage = developmentLanguage
        self.languages = languages.contains(developmentLanguage) ? languages : [developmentLanguage] + languages
        self.icon = icon
        self.tint = tint
        self.frequentUpdates = frequentUpdates
    }

    /// The bundle of activities whose pushes name no app.
    package static let unknownBundle = ""

    /// What island knows of an app no type file describes: its name from the bundle
    /// identifier's last part ("com.example.delivery" → "Delivery"), English.
    package static func derived(bundle: String) -> AppDescription {
        guard bundle != unknownBundle else {
            return AppDescription(bundle: bundle, name: LocalizedText(StringKey.unknownApp),
                                  languages: ["en", "de"])
        }
        let last = bundle.split(separator: ".").last.map(String.init) ?? bundle
        return AppDescription(bundle: bundle, name: LocalizedText(Words.humanize(last, capitalized: true)))
    }

    /// The language this app's texts are shown in on a device with `preferences`.
    package func language(for preferences: LanguagePreferences) -> String {
        LanguageResolver.resolve(preferences, available: languages, development: developmentLanguage)
    }
}

/// An app's icon in the terminal: a glyph (an emoji), an ASCII stand-in, or an SF Symbol name;
/// without any, the initial of the app's name in the app's colour.
package struct AppIcon: Hashable, Sendable {
    package var glyph: String?
    package var ascii: String?
    package var symbol: String?

    package init(glyph: String? = nil, ascii: String? = nil, symbol: String? = nil) {
        self.glyph = glyph
        self.ascii = ascii
        self.symbol = symbol
    }
}
