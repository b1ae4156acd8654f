/// The label language (`--lang de|en`; default from LANG: German for de_*).
package enum Language: String, Hashable, Sendable, CaseIterable {
    case de
    case en

    /// German when the locale variable names a German locale, else English.
    package static func from(locale: String?) -> Language {
        guard let locale, locale.lowercased().hasPrefix("de") else { return .en }
        return .de
    }
}
