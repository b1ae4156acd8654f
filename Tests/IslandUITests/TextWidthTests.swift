import Testing
@testable import IslandUI

@Suite struct TextWidthTests {
    @Test func widthsOfScripts() {
        #expect(TextWidth.width(of: "RNV 5") == 5)
        #expect(TextWidth.width(of: "🚋") == 2)
        #expect(TextWidth.width(of: "東京") == 4)
        #expect(TextWidth.width(of: "é") == 1)
        #expect(TextWidth.width(of: "e\u{301}") == 1)
    }

    @Test func truncatesBetweenClusters() {
        #expect(TextWidth.truncate("東京駅前", toWidth: 5) == "東京…")
        #expect(TextWidth.truncate("Paradeplatz", toWidth: 6) == "Parad…")
        #expect(TextWidth.truncate("🚋🚋", toWidth: 3) == "🚋…")
        #expect(TextWidth.truncate("🚋🚋", toWidth: 2) == "…")
        #expect(TextWidth.truncate("ab", toWidth: 0) == "")
    }

    @Test func sanitizerRemovesEscapeSequences() {
        #expect(Sanitizer.sanitize("A\u{1B}[31mB\u{1B}[0m") == "AB")
        #expect(Sanitizer.sanitize("x\u{1B}]0;title\u{07}y") == "xy")
        #expect(Sanitizer.sanitize("a\nb\tc") == "a b c")
        #expect(Sanitizer.sanitize("\u{202E}evil") == "evil")
        #expect(Sanitizer.sanitize("bell\u{07}") == "bell\u{FFFD}")
    }
}
