import IslandUI
import Testing
@testable import IslandTerminal

/// The ncurses side of the one colour mapping: depths from `COLORS`, colour numbers, the
/// terminal's own colour with and without default-colour support. What colour a theme colour
/// becomes is `ColorMapping`'s (IslandUITests).
@Suite struct ColorQuantizerTests {
    @Test func depthFollowsTheColourCount() {
        #expect(ColorQuantizer(colorCount: 0).depth == .monochrome)
        #expect(ColorQuantizer(colorCount: 2).depth == .monochrome)
        #expect(ColorQuantizer(colorCount: 8).depth == .basic8)
        #expect(ColorQuantizer(colorCount: 16).depth == .basic16)
        #expect(ColorQuantizer(colorCount: 88).depth == .basic16)
        #expect(ColorQuantizer(colorCount: 256).depth == .palette256)
        #expect(ColorQuantizer(colorCount: 1 << 24).depth == .direct)
    }

    @Test func numbers() {
        let q = ColorQuantizer(depth: .palette256)
        #expect(q.number(.index(39), isBackground: false) == 39)
        #expect(q.number(.terminalDefault, isBackground: true) == -1)
        #expect(q.number(.rgb(0x12, 0x34, 0x56), isBackground: false) == 0x123456)
        // Packed values below 8 would be read as the ANSI colours by xterm-direct.
        #expect(q.number(.rgb(0, 0, 1), isBackground: false) == 8)
        #expect(q.number(.rgb(0, 0, 0), isBackground: true) == 8)
    }

    @Test func terminalDefaultWithoutDefaultColours() {
        let noDefault = ColorQuantizer(depth: .basic8, hasDefaultColor: false)
        #expect(noDefault.number(.terminalDefault, isBackground: false) == 7)
        #expect(noDefault.number(.terminalDefault, isBackground: true) == 0)
    }

    @Test func aCellsColoursComeFromTheMapping() {
        let direct = ColorQuantizer(depth: .direct)
        let pair = direct.colors(foreground: .index(39), background: .rgb(1, 2, 3), distinct: true)
        #expect(pair?.foreground == 0x00AFFF && pair?.background == 0x010203)
        let eight = ColorQuantizer(colorCount: 8)
        // The default theme's card border (240) on the card (236): both black in 8 colours, so
        // the border turns white.
        let border = eight.colors(foreground: .index(240), background: .index(236), distinct: true)
        #expect(border?.foreground == 7 && border?.background == 0)
        let block = eight.colors(foreground: .index(240), background: .index(236), distinct: false)
        #expect(block?.foreground == 0 && block?.background == 0, "one role on both sides is meant as one block")
        #expect(ColorQuantizer(depth: .monochrome).colors(foreground: .index(1), background: .index(2), distinct: true) == nil)
    }

    @Test func theDefaultThemeResolvesOnEveryColourDepth() {
        var checked = 0
        for depth in ColorDepth.allCases {
            let q = ColorQuantizer(depth: depth)
            for role in ColorRole.allCases {
                let colors = q.colors(foreground: Theme.builtInDefault.color(for: role), background: Theme.builtInDefault.color(for: .screenBackground),
                                      distinct: role != .screenBackground)
                // Monochrome draws attributes only; every other depth has a colour for every role.
                #expect((colors == nil) == (depth == .monochrome), "\(role) at \(depth)")
                checked += 1
            }
        }
        #expect(checked == ColorDepth.allCases.count * ColorRole.allCases.count && checked >= 150)
    }
}
