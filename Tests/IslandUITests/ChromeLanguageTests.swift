import IslandText
import Testing
@testable import IslandCore
@testable import IslandUI
@testable import IslandTypes

/// island's own words exist in the languages the core resolves to, and no others: a language
/// added on one side only would fall back to English silently.
@Suite struct ChromeLanguageTests {
    @Test func theUIHasWordsForEveryChromeLanguage() {
        #expect(Set(Language.allCases.map(\.rawValue)) == Set(LanguageResolver.chromeLanguages))
    }

    @Test(arguments: [(["de-AT"], Language.de), (["fr", "de"], .de), (["fr"], .en), ([], .en)])
    func theContextSpeaksTheResolvedLanguage(preferences: [String], expected: Language) {
        let context = RenderContext(languages: LanguagePreferences(preferences), timeZone: .gmt)
        #expect(context.language == expected)
    }
}
