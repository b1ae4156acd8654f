import Foundation
import IslandCore
import Testing
@testable import IslandUI
import IslandTypes

/// A context is a value: copies share their settings until one changes, and always share
/// the caches; equality is the settings'.
@Suite struct RenderContextTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = RenderContext(language: .de, timeZone: TimeZone(identifier: "UTC")!)
        var copy = original
        #expect(copy == original)
        copy.languages = LanguagePreferences(["en-GB"])
        copy.glyphs = .ascii
        copy.asciiOnly = true
        copy.themeNames = ["default", "night"]
        copy.timeZone = TimeZone(identifier: "Europe/Berlin")!
        #expect(original.language == .de && copy.language == .en)
        #expect(original.glyphs == .unicode && !original.asciiOnly && original.themeNames == ["default"])
        #expect(original.timeZone == TimeZone(identifier: "UTC")!)
        #expect(copy != original)
        #expect(copy.eventsCache === original.eventsCache && copy.viewCache === original.viewCache)
        #expect(copy.footerMemo === original.footerMemo)
    }

    @Test func equalSettingsAreEqualContextsWhateverTheirCaches() {
        let zone = TimeZone(identifier: "UTC")!
        let one = RenderContext(language: .en, timeZone: zone)
        let other = RenderContext(language: .en, timeZone: zone)
        #expect(one == other && one.hashValue == other.hashValue)
        #expect(one.viewCache !== other.viewCache)
        #expect(one != RenderContext(language: .de, timeZone: zone))
    }
}
