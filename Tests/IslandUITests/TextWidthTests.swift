import IslandCore
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

    /// The ASCII fast paths give what the grapheme-by-grapheme rule gives: every ASCII
    /// character alone, and random ASCII strings with controls, DEL and CR LF in them.
    @Test func asciiFastPathsAgreeWithTheGeneralRule() {
        for value in UInt8(0)...UInt8(0x7F) {
            let character = Character(Unicode.Scalar(value))
            #expect(TextWidth.width(of: character) == TextWidth.width(of: character.unicodeScalars.first!), "\(value)")
        }
        var random = SeededRandom(seed: 8)
        var checked = 0
        for _ in 0..<2000 {
            let text = String((0..<Int.random(in: 0...20, using: &random)).map { _ in
                Int.random(in: 0..<8, using: &random) == 0 ? "\r\n" : String(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &random)))
            }.joined())
            let general = text.reduce(0) { total, grapheme in
                total + (grapheme.unicodeScalars.count > 1 ? 0 : TextWidth.width(of: grapheme.unicodeScalars.first!))
            }
            #expect(TextWidth.width(of: text) == general, "\(text.debugDescription)")
            checked += 1
        }
        #expect(checked == 2000)
        #expect(TextWidth.width(of: "a\r\nb\u{7F}") == 2)
        #expect(TextWidth.width(of: "Zürich 🚋") == 9)
    }
}
