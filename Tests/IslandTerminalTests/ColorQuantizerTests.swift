import IslandUI
import Testing
@testable import IslandTerminal

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

    @Test func palette256KeepsIndicesAndMapsRGBToTheCubeOrGreys() {
        let q = ColorQuantizer(depth: .palette256)
        #expect(q.terminalColor(for: .index(39), isBackground: false) == 39)
        #expect(q.terminalColor(for: .index(3), isBackground: false) == 3)
        #expect(q.terminalColor(for: .rgb(255, 0, 0), isBackground: false) == 196)
        #expect(q.terminalColor(for: .rgb(0, 0, 0), isBackground: false) == 16)
        #expect(q.terminalColor(for: .rgb(255, 255, 255), isBackground: false) == 231)
        #expect(q.terminalColor(for: .rgb(0x5F, 0x87, 0xAF), isBackground: false) == 67)
        // A mid grey is nearer the grey ramp than the cube.
        #expect(q.terminalColor(for: .rgb(128, 128, 128), isBackground: false) == 244)
        #expect(q.terminalColor(for: .rgb(0x30, 0x30, 0x30), isBackground: false) == 236)
        // Nearly the cube's #d75f00 (166).
        #expect(q.terminalColor(for: .rgb(0xD0, 0x60, 0x05), isBackground: false) == 166)
    }

    @Test func everyCubeAndGreyIndexMapsBackToItself() {
        for index in UInt8(16)...UInt8(255) {
            let rgb = ColorQuantizer.rgb(ofIndex: index)
            #expect(ColorQuantizer.nearestIndex256(rgb) == index, "index \(index)")
        }
    }

    @Test func xtermPaletteValues() {
        #expect(ColorQuantizer.rgb(ofIndex: 16) == .init(0, 0, 0))
        #expect(ColorQuantizer.rgb(ofIndex: 196) == .init(255, 0, 0))
        #expect(ColorQuantizer.rgb(ofIndex: 39) == .init(0, 175, 255))
        #expect(ColorQuantizer.rgb(ofIndex: 232) == .init(8, 8, 8))
        #expect(ColorQuantizer.rgb(ofIndex: 255) == .init(238, 238, 238))
        #expect(ColorQuantizer.rgb(ofIndex: 9) == .init(255, 0, 0))
    }

    @Test func sixteenColoursTakeTheNearestBasicColour() {
        let q = ColorQuantizer(depth: .basic16)
        #expect(q.terminalColor(for: .index(12), isBackground: false) == 12)
        #expect(q.terminalColor(for: .index(196), isBackground: false) == 9)
        #expect(q.terminalColor(for: .index(16), isBackground: true) == 0)
        #expect(q.terminalColor(for: .index(236), isBackground: true) == 0)
        #expect(q.terminalColor(for: .index(255), isBackground: false) == 7)
        #expect(q.terminalColor(for: .index(231), isBackground: false) == 15)
        #expect(q.terminalColor(for: .index(77), isBackground: false) == 2)
        #expect(q.terminalColor(for: .index(203), isBackground: false) == 9)
        #expect(q.terminalColor(for: .index(220), isBackground: false) == 11)
        #expect(q.terminalColor(for: .index(39), isBackground: false) == 6)
        #expect(q.terminalColor(for: .index(244), isBackground: false) == 8)
        #expect(q.terminalColor(for: .rgb(250, 250, 0), isBackground: false) == 11)
    }

    @Test func eightColoursFoldBrightOntoNormal() {
        let q = ColorQuantizer(depth: .basic8)
        #expect(q.terminalColor(for: .index(9), isBackground: false) == 1)
        #expect(q.terminalColor(for: .index(15), isBackground: false) == 7)
        #expect(q.terminalColor(for: .index(196), isBackground: false) == 1)
        #expect(q.terminalColor(for: .index(236), isBackground: true) == 0)
        #expect(q.terminalColor(for: .index(255), isBackground: false) == 7)
        #expect(q.terminalColor(for: .rgb(0, 0, 200), isBackground: false) == 4)
        for index in UInt8(0)...UInt8(255) {
            let color = q.terminalColor(for: .index(index), isBackground: false)
            #expect(color.map { (0..<8).contains($0) } == true, "index \(index) → \(String(describing: color))")
        }
    }

    @Test func monochromeHasNoColours() {
        let q = ColorQuantizer(depth: .monochrome)
        #expect(q.terminalColor(for: .index(196), isBackground: false) == nil)
        #expect(q.terminalColor(for: .rgb(1, 2, 3), isBackground: true) == nil)
        #expect(q.terminalColor(for: .terminalDefault, isBackground: true) == nil)
    }

    @Test func terminalDefault() {
        #expect(ColorQuantizer(depth: .palette256).terminalColor(for: .terminalDefault, isBackground: true) == -1)
        let noDefault = ColorQuantizer(depth: .basic8, hasDefaultColor: false)
        #expect(noDefault.terminalColor(for: .terminalDefault, isBackground: false) == 7)
        #expect(noDefault.terminalColor(for: .terminalDefault, isBackground: true) == 0)
    }

    @Test func directColourPacksRGB() {
        let q = ColorQuantizer(depth: .direct)
        #expect(q.terminalColor(for: .rgb(0x12, 0x34, 0x56), isBackground: false) == 0x123456)
        #expect(q.terminalColor(for: .index(39), isBackground: false) == 0x00AFFF)
        #expect(q.terminalColor(for: .index(1), isBackground: false) == 1)
        // Packed values below 8 would be read as ANSI colours.
        #expect(q.terminalColor(for: .rgb(0, 0, 1), isBackground: false) == 8)
    }

    /// Every role of the default theme, as foreground and background, on every depth: a colour
    /// number the terminal has (-1 being its own colour), and none at all in monochrome, where
    /// attributes alone draw the theme.
    @Test func theDefaultThemeResolvesOnEveryDepth() {
        let ranges: [(ColorQuantizer.Depth, ClosedRange<Int32>?)] = [
            (.monochrome, nil), (.basic8, -1...7), (.basic16, -1...15), (.palette256, -1...255), (.direct, -1...0xFF_FFFF),
        ]
        var checked = 0
        for (depth, range) in ranges {
            let q = ColorQuantizer(depth: depth)
            for role in ColorRole.allCases {
                for isBackground in [false, true] {
                    let color = q.terminalColor(for: Theme.builtInDefault.color(for: role), isBackground: isBackground)
                    if let range {
                        #expect(color.map(range.contains) == true, "\(role) at \(depth): \(String(describing: color))")
                    } else {
                        #expect(color == nil, "\(role) in monochrome: \(String(describing: color))")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == ranges.count * ColorRole.allCases.count * 2 && checked >= 50)
    }

    @Test func coloursThatFoldTogetherStayLegible() {
        let eight = ColorQuantizer(colorCount: 8)
        let border = eight.terminalColor(for: .index(240), isBackground: false)!
        let card = eight.terminalColor(for: .index(236), isBackground: true)!
        #expect(border == card, "a grey border and a dark card fold onto one basic colour")
        #expect(eight.legibleForeground(border, on: card) == 7)
        #expect(eight.legibleForeground(0, on: 7) == 0)
        #expect(eight.legibleForeground(7, on: 7) == 0)
        #expect(eight.legibleForeground(2, on: 0) == 2, "distinct colours are left alone")
        #expect(eight.legibleForeground(-1, on: -1) == -1, "the terminal's own colours are left alone")
    }
}
