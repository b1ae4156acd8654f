import Testing
@testable import IslandUI

/// A cell's glyph is a plain value: its cluster comes back as it went in, long clusters through
/// the spill, and equal clusters are equal glyphs. Serialized: one test counts what the shared
/// spill holds, and another test of the suite spilling a cluster meanwhile would move it.
@Suite(.serialized) struct GlyphTests {
    static let clusters: [String] = [
        "a", " ", "~", "é", "e\u{301}", "─", "│", "東", "🚋", "❤️", "🇩🇪", "👩🏽‍💻",
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",
    ]

    @Test(arguments: clusters) func aClusterComesBackWithItsWidth(_ text: String) throws {
        let grapheme = try #require(text.first)
        let glyph = Glyph(grapheme)
        #expect(glyph.string == text)
        #expect(glyph.character == grapheme)
        #expect(glyph.width == TextWidth.width(of: grapheme))
        #expect(glyph == Glyph(grapheme, width: glyph.width))
        #expect(glyph.ascii == (text.utf8.count == 1 ? text.utf8.first : nil))
    }

    @Test func everyScalarOfTheFirstPlanesComesBack() {
        var checked = 0
        for value in UInt32(0x20)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = TextWidth.width(of: scalar)
            let glyph = Glyph(scalar, width: width)
            if glyph.string != String(Character(scalar)) || glyph.width != width || glyph != Glyph(Character(scalar), width: width) {
                Issue.record("U+\(String(value, radix: 16)) does not come back")
            }
            checked += 1
        }
        #expect(checked > 120_000)
    }

    @Test func longClustersAreSpilledOnceAndCompareEqual() throws {
        let family = try #require("👨‍👩‍👧‍👦".first)
        #expect(family.utf8.count > Glyph.inlineCapacity)
        let before = GlyphSpill.shared.count
        let first = Glyph(family)
        let second = Glyph(family)
        #expect(first == second)
        #expect(GlyphSpill.shared.count <= before + 1)
        #expect(first != Glyph(try #require("👨‍👩‍👧".first)))
        #expect(first.string == "👨‍👩‍👧‍👦")
    }

    @Test func aFullSpillSaysNoAndTheGlyphKeepsWhatFits() throws {
        let spill = GlyphSpill(capacity: 2)
        #expect(spill.index(of: "one") == 0)
        #expect(spill.index(of: "two") == 1)
        #expect(spill.index(of: "one") == 0)
        #expect(spill.index(of: "three") == nil)
        #expect(spill.count == 2)
        let zalgo = try #require(("z" + String(repeating: "\u{301}", count: 20)).first)
        let prefix = Glyph.inlinePrefix(of: zalgo)
        #expect(prefix.utf8.count <= Glyph.inlineCapacity)
        #expect(prefix.unicodeScalars.first == "z")
        #expect(prefix.unicodeScalars.count == 8)
    }

    /// The spill never forgets, so it takes no cluster longer than the longest emoji sequences
    /// need: a letter under dozens of marks keeps what fits inline and spills nothing.
    @Test func aClusterLongerThanTheSpillTakesKeepsItsStart() throws {
        let spill = GlyphSpill(capacity: 8)
        #expect(spill.index(of: String(repeating: "\u{301}", count: 40)) == nil)
        #expect(spill.count == 0)
        let zalgo = try #require(("q" + String(repeating: "\u{301}", count: 40)).first)
        let glyph = Glyph(zalgo)
        // Not spilled: a spilled glyph gives back the whole cluster.
        #expect(glyph.string.utf8.count <= Glyph.inlineCapacity && glyph.string.unicodeScalars.first == "q")
        #expect(glyph.width == 1)
    }

    @Test func aCellHoldsNoReference() {
        #expect(_isPOD(Glyph.self))
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.size <= 24)
    }

    @Test func aGridKeepsLongClustersWhole() {
        var grid = Grid(width: 8, height: 1)
        grid.text("👨‍👩‍👧‍👦x🇩🇪", x: 0, y: 0)
        #expect(grid.lines == ["👨‍👩‍👧‍👦x🇩🇪   "])
        #expect(grid[1, 0].isContinuation && grid[1, 0].glyph.isEmpty)
    }
}
