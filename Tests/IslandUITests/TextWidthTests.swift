import IslandCore
import IslandTestSupport
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

    /// The cluster walk (`forEachCluster`) gives the clusters and widths that walking the
    /// text grapheme by grapheme gives, on random mixes of what joins and what does not:
    /// ASCII, CR LF, Latin and umlauts, combining marks, box drawing, arrows, the ellipsis,
    /// CJK and Hangul with its jamo, emoji with variation selectors, skin tones and joiners,
    /// flags, prepending and spacing marks, a virama, controls and halfwidth voiced marks.
    @Test func clusterWalkAgreesWithGraphemes() {
        let pieces: [String] = [
            "a", "Z", " ", "7", "\r", "\n", "\r\n", "\t", "\u{7F}", "ü", "é", "e\u{301}", "\u{301}", "\u{20DD}", "─", "│", "╭",
            "→", "…", "·", "▏", "●", "東", "京", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{D7CB}", "🚋", "☀", "\u{FE0F}",
            "👍", "\u{1F3FD}", "\u{200D}", "👩", "🇩", "🇪", "\u{600}", "\u{915}", "\u{94D}", "\u{93F}", "\u{AD}", "\u{85}",
            "ｶ", "\u{FF9E}", "€", "™", "Ω", "Ж", "\u{483}", "\u{E000}", "\u{FFFD}", "\u{2028}", "\u{200B}", "\u{30C3}", "\u{3099}",
        ]
        var random = SeededRandom(seed: 12)
        var checked = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            var clusters: [Character] = []
            var widths: [Int] = []
            TextWidth.forEachCluster(text) { cluster in
                clusters.append(cluster.grapheme)
                widths.append(cluster.width)
            }
            // CR LF, one cluster, comes as its two controls (both 0 wide, as the cluster is).
            let expected = Self.crLFApart(Array(text))
            #expect(clusters == expected, "\(text.debugDescription)")
            #expect(widths == expected.map { TextWidth.width(of: $0) }, "\(text.debugDescription)")
            #expect(widths.reduce(0, +) == text.reduce(0) { $0 + TextWidth.width(of: $1) }, "\(text.debugDescription)")
            var fromSubstring: [Character] = []
            TextWidth.forEachCluster(text.dropFirst()) { fromSubstring.append($0.grapheme) }
            #expect(fromSubstring == Self.crLFApart(Array(text.dropFirst())), "\(text.debugDescription)")
            checked += 1
        }
        CaseCount.expect(checked, atLeast: 3000, "texts")
    }

    static func crLFApart(_ clusters: [Character]) -> [Character] {
        clusters.flatMap { $0 == "\r\n" ? ["\r", "\n"] as [Character] : [$0] }
    }
}
