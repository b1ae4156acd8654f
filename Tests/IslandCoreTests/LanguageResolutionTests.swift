import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandTypes

/// iOS's rule for an activity's texts and island's for its own words, from a terminal's
/// environment: the first preferred language an app has (exactly or by base language), else
/// the app's development language; `C` and `POSIX` are no preference at all.
@Suite struct LanguageResolutionTests {
    /// The trip's app: German development language, German and English texts.
    static let trip = AppDescription(bundle: "com.stefanfriedrich.rnvapp", name: LocalizedText(["de": "RNV"]),
                                     developmentLanguage: "de", languages: ["de", "en"])
    /// An app with English only.
    static let board = AppDescription(bundle: "com.example.board", name: LocalizedText(["en": "Board"]),
                                      developmentLanguage: "en", languages: ["en"])

    struct Case: Sendable, CustomTestStringConvertible {
        var explicit: String?
        var environment: [String: String]
        var preferences: [String]
        var trip: String
        var board: String
        var chrome: String
        var testDescription: String { "--lang \(explicit ?? "-") \(environment.sorted { $0.key < $1.key })" }
    }

    static let cases: [Case] = [
        Case(explicit: nil, environment: [:], preferences: [], trip: "de", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "C"], preferences: [], trip: "de", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "C.UTF-8"], preferences: [], trip: "de", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "POSIX"], preferences: [], trip: "de", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "en_US.UTF-8"], preferences: ["en-US"], trip: "en", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "de_DE.UTF-8"], preferences: ["de-DE"], trip: "de", board: "en", chrome: "de"),
        Case(explicit: nil, environment: ["LANG": "de_AT.UTF-8@euro"], preferences: ["de-AT"], trip: "de", board: "en", chrome: "de"),
        // LC_ALL wins over LANG, LC_MESSAGES over LANG.
        Case(explicit: nil, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "en_GB.UTF-8"], preferences: ["en-GB"], trip: "en", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"], preferences: ["de-DE"], trip: "de", board: "en", chrome: "de"),
        // LANGUAGE is a list, read only when the locale is not C (as gettext does).
        Case(explicit: nil, environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:de"], preferences: ["fr", "de", "en-US"], trip: "de", board: "en", chrome: "de"),
        Case(explicit: nil, environment: ["LANG": "C.UTF-8", "LANGUAGE": "en"], preferences: [], trip: "de", board: "en", chrome: "en"),
        // A device language no app has: each app's development language, island's English.
        Case(explicit: nil, environment: ["LANG": "fr_FR.UTF-8"], preferences: ["fr-FR"], trip: "de", board: "en", chrome: "en"),
        Case(explicit: nil, environment: ["LANG": "tr_TR.UTF-8"], preferences: ["tr-TR"], trip: "de", board: "en", chrome: "en"),
        // --lang overrides the environment.
        Case(explicit: "en", environment: ["LANG": "de_DE.UTF-8"], preferences: ["en"], trip: "en", board: "en", chrome: "en"),
        Case(explicit: "de", environment: ["LANG": "C.UTF-8"], preferences: ["de"], trip: "de", board: "en", chrome: "de"),
        Case(explicit: "ru", environment: ["LANG": "de_DE.UTF-8"], preferences: ["ru"], trip: "de", board: "en", chrome: "en"),
    ]

    @Test(arguments: cases)
    func resolves(_ example: Case) {
        let preferences = LanguagePreferences.from(explicit: example.explicit, environment: example.environment)
        #expect(preferences.languages == example.preferences)
        #expect(Self.trip.language(for: preferences) == example.trip)
        #expect(Self.board.language(for: preferences) == example.board)
        #expect(LanguageResolver.chrome(preferences) == example.chrome)
    }

    @Test func theTableHasEnoughRows() {
        CaseCount.expect(Self.cases, atLeast: 16, "language cases")
    }

    @Test(arguments: [("de_DE.UTF-8", "de-DE"), ("en", "en"), ("pt_BR", "pt-BR"), ("zh-Hant-TW", "zh-TW"), ("sr@latin", "sr")])
    func localeNamesBecomeCodes(locale: String, code: String) {
        #expect(LanguagePreferences.code(fromLocale: locale) == code)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "", "deutsch", "1x"])
    func whatIsNoLanguageIsNoPreference(locale: String) {
        #expect(LanguagePreferences.code(fromLocale: locale) == nil)
    }
}
