/// The device's preferred languages, most preferred first, as iOS keeps them in Settings and a
/// terminal says them in its environment. `C` / `POSIX` (also `C.UTF-8`) is no preference.
package struct LanguagePreferences: Hashable, Sendable {
    /// Language codes: "de", "en", "pt-BR".
    package var languages: [String]

    package init(_ languages: [String]) {
        self.languages = languages
    }

    /// No preference at all: every app shows its development language.
    package static let none = LanguagePreferences([])

    /// `--lang` when given; else what gettext would use: `LANGUAGE` (a colon-separated list,
    /// honoured only when the locale is not C, as gettext does), then the locale of
    /// `LC_ALL`, `LC_MESSAGES` or `LANG`, whichever is set first.
    package static func from(explicit: String?, environment: [String: String]) -> LanguagePreferences {
        if let explicit, let code = code(fromLocale: explicit) { return LanguagePreferences([code]) }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let localeCode = locale.flatMap(code(fromLocale:))
        var languages: [String] = []
        if localeCode != nil, let list = environment["LANGUAGE"] {
            languages += list.split(separator: ":").compactMap { code(fromLocale: String($0)) }
        }
        if let localeCode { languages.append(localeCode) }
        var seen: Set<String> = []
        return LanguagePreferences(languages.filter { seen.insert($0).inserted })
    }

    /// "de_DE.UTF-8@euro" → "de-DE", "en" → "en"; nil for C, POSIX and what is not a language.
    package static func code(fromLocale locale: String) -> String? {
        var name = Substring(locale)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first?.lowercased(), language != "c", language != "posix",
              (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        guard parts.count > 1, let region = parts.last, region.allSatisfy({ $0.isASCII && $0.isLetter || $0.isNumber }) else {
            return language
        }
        return "\(language)-\(region.uppercased())"
    }
}
