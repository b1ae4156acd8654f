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

    @Test func themeFileText() {
        #expect(ThemeColor.terminalDefault.themeFileText == "default")
        #expect(ThemeColor.index(7).themeFileText == "7")
        #expect(ThemeColor.rgb(0, 0x7A, 0xFF).themeFileText == "#007aff")
    }
}
