import Testing
import IslandText
@testable import IslandUI

@Suite struct ThemeSwatchTests {
    @Test func plainSwatchHasNoEscapes() {
        let plain = ThemeSwatch.render(.builtInDefault, mode: .none)
        #expect(plain == "( 🚋 5 · 3 min )  Bismarckplatz on time +3 stale █████░░░ [End]  ••••")
        #expect(!plain.contains("\u{1B}"))
        #expect(ThemeSwatch.render(.builtInDefault, glyphs: .ascii, mode: .none)
            == "( T 5 | 3 min )  Bismarckplatz on time +3 stale #####--- [End]  ****")
    }

    /// The sample's words are the command line's language (German's button is [Ende], not the
    /// trip's [Beenden]: 76 cells hold the swatch in every theme), its colour summary too.
    @Test func theSwatchSpeaksTheTablesLanguage() {
        #expect(ThemeSwatch.render(.builtInDefault, mode: .none, table: .de)
            == "( 🚋 5 · 3 Min. )  Bismarckplatz pünktlich +3 veraltet █████░░░ [Ende]  ••••")
        #expect(ThemeSwatch.colorSummary(.builtInDefault, table: .de)
            == "island 255 auf 16, card 255 auf 236, accent 39, positive 77, warning 220, critical 203, stale 244, progress 39 über 240, button 255 auf 196")
    }

    @Test func swatchUsesTheThemesGlyphs() {
        let theme = Theme(name: "x", summary: "", colors: [:], glyphOverrides: [.progressFill: "▰", .progressTrack: "▱"])
        #expect(ThemeSwatch.render(theme, mode: .none).contains("▰▰▰▰▰▱▱▱"))
    }

    @Test func colouredSwatchUsesTheRolesColours() {
        let swatch = ThemeSwatch.render(.builtInDefault, mode: .ansi256)
        #expect(swatch.hasPrefix("\u{1B}[0;38;5;255;48;5;16m( "))
        #expect(swatch.contains("\u{1B}[0;38;5;39;48;5;16;1m🚋 5"))
        #expect(swatch.contains("\u{1B}[0;38;5;77;48;5;236mon time"))
        #expect(swatch.contains("\u{1B}[0;38;5;203;48;5;236;1m+3"))
        #expect(swatch.contains("\u{1B}[0;38;5;255;48;5;196;1m[End]"))
        // The screen between the pill and the card is the terminal's own colour.
        #expect(swatch.contains("\u{1B}[0;39;49m "))
        #expect(swatch.hasSuffix("\u{1B}[0m"))
    }

    @Test func hexColoursAreTruecolorOrTheNearestIndex() {
        let theme = Theme(name: "x", summary: "", colors: [.islandText: .rgb(255, 255, 255), .islandBackground: .rgb(0, 0, 0)])
        // Black is #000008 in 24 bits, as the dashboard draws it (xterm-direct reads 0–7 as ANSI colours).
        #expect(ThemeSwatch.render(theme, mode: .truecolor).hasPrefix("\u{1B}[0;38;2;255;255;255;48;2;0;0;8m( "))
        #expect(ThemeSwatch.render(theme, mode: .ansi256).hasPrefix("\u{1B}[0;38;5;231;48;5;16m( "))
        #expect(ThemeSwatch.render(theme, mode: .ansi16).hasPrefix("\u{1B}[0;97;40m( "))
        #expect(ThemeSwatch.render(theme, mode: .ansi8).hasPrefix("\u{1B}[0;37;40m( "))
        // Index colours are the RGB xterm draws them in, as on a direct-colour dashboard.
        #expect(ThemeSwatch.render(.builtInDefault, mode: .truecolor).hasPrefix("\u{1B}[0;38;2;238;238;238;48;2;0;0;8m( "))
    }

    @Test func monoSwatchUsesOnlyDefaultColours() {
        let swatch = ThemeSwatch.render(.builtInMono, mode: .ansi256)
        #expect(!swatch.contains("38;5"))
        #expect(!swatch.contains("48;5"))
        #expect(swatch.contains("\u{1B}[0;39;49;1m Bismarckplatz "))
    }

    @Test func swatchFitsEightyColumnsIndented() {
        for theme in Theme.builtIns {
            for glyphs in [Glyphs.unicode, .ascii] {
                for language in Language.allCases {
                    #expect(TextWidth.width(of: ThemeSwatch.render(theme, glyphs: glyphs, mode: .none, table: language.table)) <= 76)
                }
            }
        }
    }

    @Test func colorSummaryNamesTheMainColours() {
        #expect(ThemeSwatch.colorSummary(.builtInDefault)
            == "island 255 on 16, card 255 on 236, accent 39, positive 77, warning 220, critical 203, stale 244, progress 39 over 240, button 255 on 196")
        let rgb = Theme(name: "x", summary: "", colors: [.islandBackground: .rgb(0, 0x1E, 0x46)])
        #expect(ThemeSwatch.colorSummary(rgb).hasPrefix("island default on #001e46"))
    }

    @Test func colourModeFollowsTheTerminalAndNoColor() {
        let term = ["TERM": "xterm-256color"]
        #expect(ANSIColorMode.detect(environment: term, isTerminal: false) == .none)
        #expect(ANSIColorMode.detect(environment: term, isTerminal: true) == .ansi256)
        #expect(ANSIColorMode.detect(environment: term.merging(["NO_COLOR": "1"]) { $1 }, isTerminal: true) == .none)
        #expect(ANSIColorMode.detect(environment: term.merging(["NO_COLOR": "anything"]) { $1 }, isTerminal: true) == .none)
        // no-color.org: an empty NO_COLOR does not count.
        #expect(ANSIColorMode.detect(environment: term.merging(["NO_COLOR": ""]) { $1 }, isTerminal: true) == .ansi256)
        #expect(ANSIColorMode.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true) == .truecolor)
        #expect(ANSIColorMode.detect(environment: ["TERM": "tmux-256color", "COLORTERM": "24bit"], isTerminal: true) == .truecolor)
        #expect(ANSIColorMode.detect(environment: ["TERM": "xterm"], isTerminal: true) == .ansi16)
        #expect(ANSIColorMode.detect(environment: ["TERM": "screen"], isTerminal: true) == .ansi16)
        #expect(ANSIColorMode.detect(environment: ["TERM": "linux"], isTerminal: true) == .ansi8)
        #expect(ANSIColorMode.detect(environment: ["TERM": "dumb"], isTerminal: true) == .none)
        #expect(ANSIColorMode.detect(environment: [:], isTerminal: true) == .none)
        #expect(ANSIColorMode.noColor(in: ["NO_COLOR": "0"]))
        #expect(!ANSIColorMode.noColor(in: [:]))
    }

    @Test func sgrParameters() {
        #expect(ANSIColorMode.ansi256.parameters(foreground: .terminalDefault, background: .terminalDefault) == ["39", "49"])
        #expect(ANSIColorMode.ansi256.parameters(foreground: .index(255), background: .index(39)) == ["38;5;255", "48;5;39"])
        #expect(ANSIColorMode.ansi16.parameters(foreground: .index(9), background: .index(4)) == ["91", "44"])
        // The dashboard's 16-colour choice for 39 (cyan), not a second opinion.
        #expect(ANSIColorMode.ansi16.parameters(foreground: .index(39), background: .terminalDefault) == ["36", "49"])
        #expect(ANSIColorMode.ansi8.parameters(foreground: .index(39), background: .terminalDefault) == ["36", "49"])
        #expect(ANSIColorMode.truecolor.parameters(foreground: .rgb(1, 2, 3), background: .index(39)) == ["38;2;1;2;3", "48;2;0;175;255"])
        #expect(ANSIColorMode.none.parameters(foreground: .index(39), background: .index(1)) == [])
    }
}
