import Testing
@testable import IslandUI

@Suite struct ThemeColorTests {
    @Test func paletteColours() {
        #expect(XtermPalette.rgb(of: 16) == (0, 0, 0))
        #expect(XtermPalette.rgb(of: 231) == (255, 255, 255))
        #expect(XtermPalette.rgb(of: 196) == (255, 0, 0))
        #expect(XtermPalette.rgb(of: 67) == (95, 135, 175))
        #expect(XtermPalette.rgb(of: 232) == (8, 8, 8))
        #expect(XtermPalette.rgb(of: 255) == (238, 238, 238))
        #expect(XtermPalette.rgb(of: 9) == (255, 0, 0))
    }

    @Test func nearestOf256SkipsTheSystemColours() {
        #expect(XtermPalette.nearest(red: 0, green: 0, blue: 0, colors: 256) == 16)
        #expect(XtermPalette.nearest(red: 255, green: 255, blue: 255, colors: 256) == 231)
        #expect(XtermPalette.nearest(red: 95, green: 135, blue: 175, colors: 256) == 67)
        #expect(XtermPalette.nearest(red: 128, green: 128, blue: 128, colors: 256) == 244)
        #expect(XtermPalette.nearest(red: 0, green: 0x7A, blue: 0xFF, colors: 256) == 33)
        // Every palette colour maps back to an index of the same colour.
        for index in 16...255 {
            let c = XtermPalette.rgb(of: UInt8(index))
            let back = XtermPalette.nearest(red: c.red, green: c.green, blue: c.blue, colors: 256)
            #expect(XtermPalette.rgb(of: back) == c)
        }
    }

    @Test func nearestOf16And8KeepsTheHue() {
        #expect(XtermPalette.nearest(red: 0x7E, green: 0xD9, blue: 0x57, colors: 16) == 10)  // light green, not yellow
        #expect(XtermPalette.nearest(red: 0x00, green: 0x3C, blue: 0x7E, colors: 16) == 4)
        #expect(XtermPalette.nearest(red: 0xFF, green: 0x6F, blue: 0x61, colors: 16) == 9)
        #expect(XtermPalette.nearest(red: 0x8A, green: 0xA4, blue: 0xC2, colors: 16) == 7)  // greyish blue is grey
        #expect(XtermPalette.nearest(red: 0x30, green: 0x30, blue: 0x30, colors: 16) == 0)
        #expect(XtermPalette.nearest(red: 0x58, green: 0x58, blue: 0x58, colors: 16) == 8)
        #expect(XtermPalette.nearest(red: 255, green: 255, blue: 255, colors: 16) == 15)
        #expect(XtermPalette.nearest(red: 255, green: 255, blue: 255, colors: 8) == 7)
        #expect(XtermPalette.nearest(red: 0, green: 255, blue: 0, colors: 8) == 2)
        #expect(XtermPalette.nearest(red: 0xFF, green: 0x00, blue: 0xFF, colors: 8) == 5)
    }

    @Test func paletteIndexForATerminal() {
        #expect(ThemeColor.terminalDefault.paletteIndex(colors: 256) == nil)
        #expect(ThemeColor.index(39).paletteIndex(colors: 256) == 39)
        #expect(ThemeColor.index(39).paletteIndex(colors: 16) == 14)
        #expect(ThemeColor.index(9).paletteIndex(colors: 16) == 9)
        #expect(ThemeColor.index(9).paletteIndex(colors: 8) == 1)
        #expect(ThemeColor.rgb(0, 0, 0).paletteIndex(colors: 256) == 16)
    }

    @Test func themeFileText() {
        #expect(ThemeColor.terminalDefault.themeFileText == "default")
        #expect(ThemeColor.index(7).themeFileText == "7")
        #expect(ThemeColor.rgb(0, 0x7A, 0xFF).themeFileText == "#007aff")
    }
}
