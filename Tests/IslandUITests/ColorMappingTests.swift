import Testing
@testable import IslandUI

/// The one colour mapping at each depth (the live dashboard and `render --ansi` both draw it).
@Suite struct ColorMappingTests {
    func color(_ color: ThemeColor, _ depth: ColorDepth) -> TerminalColor? {
        ColorMapping(depth: depth).color(color)
    }

    @Test func palette256KeepsIndicesAndMapsRGBToTheCubeOrGreys() {
        #expect(color(.index(39), .palette256) == .index(39))
        #expect(color(.index(3), .palette256) == .index(3))
        #expect(color(.rgb(255, 0, 0), .palette256) == .index(196))
        #expect(color(.rgb(0, 0, 0), .palette256) == .index(16))
        #expect(color(.rgb(255, 255, 255), .palette256) == .index(231))
        #expect(color(.rgb(0x5F, 0x87, 0xAF), .palette256) == .index(67))
        // A mid grey is nearer the grey ramp than the cube.
        #expect(color(.rgb(128, 128, 128), .palette256) == .index(244))
        #expect(color(.rgb(0x30, 0x30, 0x30), .palette256) == .index(236))
        // Nearly the cube's #d75f00 (166).
        #expect(color(.rgb(0xD0, 0x60, 0x05), .palette256) == .index(166))
        #expect(color(.terminalDefault, .palette256) == .terminalDefault)
    }

    @Test func everyCubeAndGreyIndexMapsBackToItself() {
        var count = 0
        for index in UInt8(16)...UInt8(255) {
            let rgb = XtermPalette.rgb(of: index)
            #expect(ColorMapping.nearestIndex256((rgb.red, rgb.green, rgb.blue)) == index, "index \(index)")
            count += 1
        }
        #expect(count == 240)
    }

    @Test func sixteenColoursTakeTheNearestBasicColourKeepingItsHue() {
        #expect(color(.index(12), .basic16) == .index(12))
        #expect(color(.index(196), .basic16) == .index(9))
        #expect(color(.index(16), .basic16) == .index(0))
        #expect(color(.index(236), .basic16) == .index(0))
        #expect(color(.index(255), .basic16) == .index(7))
        #expect(color(.index(231), .basic16) == .index(15))
        #expect(color(.index(77), .basic16) == .index(2), "a soft green stays green, not grey")
        #expect(color(.index(203), .basic16) == .index(9))
        #expect(color(.index(220), .basic16) == .index(11))
        #expect(color(.index(39), .basic16) == .index(6))
        #expect(color(.index(244), .basic16) == .index(8))
        #expect(color(.rgb(250, 250, 0), .basic16) == .index(11))
    }

    @Test func eightColoursFoldBrightOntoNormal() {
        #expect(color(.index(9), .basic8) == .index(1))
        #expect(color(.index(15), .basic8) == .index(7))
        #expect(color(.index(196), .basic8) == .index(1))
        #expect(color(.index(236), .basic8) == .index(0))
        #expect(color(.rgb(0, 0, 200), .basic8) == .index(4))
        var count = 0
        for index in UInt8(0)...UInt8(255) {
            guard case .index(let basic) = color(.index(index), .basic8) else {
                Issue.record("index \(index) is no basic colour")
                continue
            }
            #expect(basic < 8, "index \(index) → \(basic)")
            count += 1
        }
        #expect(count == 256)
    }

    @Test func directColourTakesRGBAndIndicesAsXtermDrawsThem() {
        #expect(color(.rgb(0x12, 0x34, 0x56), .direct) == .rgb(0x12, 0x34, 0x56))
        #expect(color(.index(39), .direct) == .rgb(0, 0xAF, 0xFF))
        #expect(color(.index(1), .direct) == .index(1))
        // xterm-direct reads 0–7 as ANSI colours: near-black moves to #000008.
        #expect(color(.rgb(0, 0, 1), .direct) == .rgb(0, 0, 8))
        #expect(color(.index(16), .direct) == .rgb(0, 0, 8))
    }

    @Test func monochromeHasNoColours() {
        #expect(color(.index(196), .monochrome) == nil)
        #expect(color(.rgb(1, 2, 3), .monochrome) == nil)
        #expect(color(.terminalDefault, .monochrome) == nil)
    }

    @Test func coloursThatFoldTogetherStayLegible() {
        let eight = ColorMapping(depth: .basic8)
        let frame = eight.pair(foreground: .index(240), background: .index(236))
        #expect(eight.color(.index(240)) == eight.color(.index(236)), "a grey border and a dark card fold onto one basic colour")
        #expect(frame.foreground == .index(7) && frame.background == .index(0))
        #expect(ColorMapping.legible(.index(0), on: .index(7)) == .index(0))
        #expect(ColorMapping.legible(.index(7), on: .index(7)) == .index(0))
        #expect(ColorMapping.legible(.index(2), on: .index(0)) == .index(2), "distinct colours are left alone")
        #expect(ColorMapping.legible(.terminalDefault, on: .terminalDefault) == .terminalDefault, "the terminal's own colours are left alone")
        #expect(eight.pair(foreground: .index(240), background: .index(236), distinct: false).foreground == .index(0),
                "one role on both sides is one block")
    }

    @Test func depthFromTheColourCount() {
        #expect(ColorDepth(colorCount: 0) == .monochrome && ColorDepth(colorCount: 8) == .basic8 && ColorDepth(colorCount: 88) == .basic16)
        #expect(ColorDepth(colorCount: 256) == .palette256 && ColorDepth(colorCount: 1 << 24) == .direct)
    }
}
