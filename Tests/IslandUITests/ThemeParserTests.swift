import Testing
@testable import IslandUI

@Suite struct ThemeParserTests {
    private func error(_ text: String) -> ThemeError? {
        do {
            _ = try ThemeParser.parse(text, name: "t")
            return nil
        } catch {
            return error
        }
    }

    @Test func partialThemeInheritsTheBuiltInDefault() throws {
        let theme = try ThemeParser.parse(##"{"colors": {"critical": "#ff0000", "accent": 12, "stale": "default"}}"##, name: "mine")
        #expect(theme.name == "mine")
        #expect(theme.color(for: .critical) == .rgb(255, 0, 0))
        #expect(theme.color(for: .accent) == .index(12))
        #expect(theme.color(for: .stale) == .terminalDefault)
        #expect(theme.color(for: .islandBackground) == Theme.builtInDefault.color(for: .islandBackground))
        #expect(Set(theme.colors.keys) == Set(Theme.themeableRoles))
        #expect(theme.summary == "")
        #expect(theme.glyphOverrides.isEmpty)
    }

    @Test func hexIsCaseInsensitiveAndIndexesCoverTheRange() throws {
        let theme = try ThemeParser.parse(##"{"colors": {"critical": "#FFa07A", "positive": 0, "stale": 255}}"##, name: "t")
        #expect(theme.color(for: .critical) == .rgb(255, 160, 122))
        #expect(theme.color(for: .positive) == .index(0))
        #expect(theme.color(for: .stale) == .index(255))
    }

    @Test func extendsABuiltInTheme() throws {
        let theme = try ThemeParser.parse(#"{"extends": "mono", "colors": {"critical": 196}}"#, name: "almost-mono")
        #expect(theme.color(for: .critical) == .index(196))
        #expect(theme.color(for: .islandBackground) == .terminalDefault)
    }

    @Test func glyphsAreSetAndDescriptionIsSanitised() throws {
        let theme = try ThemeParser.parse(
            #"{"description": "tram\nline \u001b[31mred", "glyphs": {"progressFill": "▰", "lineIcon": "🚊", "arrow": "->", "separator": " | "}}"#,
            name: "t")
        #expect(theme.summary == "tram line red")
        #expect(theme.glyphOverrides == [.progressFill: "▰", .lineIcon: "🚊", .arrow: "->", .separator: " | "])
        let unicode = theme.glyphs(over: .unicode)
        #expect(unicode.progressFill == "▰")
        #expect(unicode.lineIcon == "🚊")
        #expect(unicode.progressTrack == Glyphs.unicode.progressTrack)
        // Over the ASCII set only ASCII overrides apply.
        let ascii = theme.glyphs(over: .ascii)
        #expect(ascii.progressFill == Glyphs.ascii.progressFill)
        #expect(ascii.lineIcon == Glyphs.ascii.lineIcon)
        #expect(ascii.separator == " | ")
        var plain = Glyphs.ascii
        plain.bullet = "o"
        #expect(theme.glyphs(over: plain).lineIcon == "T")
    }

    /// A theme written before the roles were named by meaning still reads: each old key colours
    /// the role its meaning has now, a new key over any old one, and of several old ones the
    /// first in the table (`onTime` before `occupancyLow` before `battery`), in any order.
    @Test func deprecatedKeysColourTheRoleOfTheirMeaning() throws {
        let old = try ThemeParser.parse(#"{"colors": {"battery": 3, "onTime": 1, "occupancyLow": 2, "occupancyMedium": 4, "occupancyHigh": 5, "fault": 6}}"#, name: "old")
        #expect(old.color(for: .positive) == .index(1))
        #expect(old.color(for: .warning) == .index(4))
        #expect(old.color(for: .severe) == .index(5))
        #expect(old.color(for: .critical) == .index(6))
        let mixed = try ThemeParser.parse(#"{"colors": {"late": 9, "critical": 7, "secondaryText": 8}}"#, name: "mixed")
        #expect(mixed.color(for: .critical) == .index(7))
        #expect(mixed.color(for: .secondaryText) == .index(8))
        #expect(error(#"{"colors": {"late": "reddish"}}"#)?.description.hasPrefix("colors.late: ") == true)
    }

    @Test func acceptsAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"colors": {"critical": 1}}"#.utf8)
        #expect(try ThemeParser.parse(bytes, name: "t").color(for: .critical) == .index(1))
    }

    @Test func wrongColourValuesNameTheKeyAndWhatWasExpected() {
        let expected = ##"expected a colour index 0–255, "#rrggbb" or "default""##
        #expect(error(#"{"colors": {"critical": "reddish"}}"#)?.description == #"colors.critical: \#(expected), got "reddish""#)
        #expect(error(#"{"colors": {"critical": 256}}"#)?.description == "colors.critical: \(expected), got 256")
        #expect(error(#"{"colors": {"critical": -1}}"#)?.description == "colors.critical: \(expected), got -1")
        #expect(error(#"{"colors": {"critical": 12.5}}"#)?.description == "colors.critical: \(expected), got 12.5")
        #expect(error(#"{"colors": {"critical": true}}"#)?.description == "colors.critical: \(expected), got true")
        #expect(error(#"{"colors": {"positive": [1, 2]}}"#)?.description == "colors.positive: \(expected), got an array")
        #expect(error(#"{"colors": {"critical": null}}"#)?.description == "colors.critical: \(expected), got null")
    }

    @Test func badHexSaysSixDigits() {
        for bad in ["#ff00", "#gg0000", "#ff00000", "#"] {
            let found = error(#"{"colors": {"accent": "\#(bad)"}}"#)
            #expect(found?.key == "colors.accent")
            #expect(found?.message.english.hasSuffix(#"got "\#(bad)" (#rrggbb needs exactly six hex digits)"#) == true)
        }
    }

    @Test func quotedIndexGetsAHint() {
        #expect(error(#"{"colors": {"accent": "39"}}"#)?.message.english.contains("write an index as a number, without quotes") == true)
    }

    @Test func unknownRoleListsTheValidOnesAndSuggests() throws {
        let found = try #require(error(#"{"colors": {"criticl": 1}}"#))
        #expect(found.key == "colors.criticl")
        #expect(found.message.english.hasPrefix(#"unknown colour role (did you mean "critical"?); valid roles: screenBackground, islandBackground"#))
        for role in Theme.themeableRoles {
            #expect(found.message.english.contains(role.rawValue))
        }
        #expect(error(#"{"colors": {"island-background": 1}}"#)?.message.english.contains(#"did you mean "islandBackground"?"#) == true)
        #expect(error(#"{"colors": {"zzz": 1}}"#)?.message.english.hasPrefix("unknown colour role; valid roles:") == true)
    }

    @Test func theTerminalRoleCannotBeSet() {
        #expect(error(#"{"colors": {"terminal": 1}}"#)?.key == "colors.terminal")
    }

    @Test func wrongTypesAtTheTopNameTheKey() {
        #expect(error(#"{"colors": [1]}"#)?.description == "colors: expected an object mapping colour roles to colours, got an array")
        #expect(error(#"{"glyphs": "█"}"#)?.description == #"glyphs: expected an object mapping glyph names to strings, got "█""#)
        #expect(error(#"{"description": 3}"#)?.description == "description: expected a string, got 3")
        #expect(error(#"{"extends": 3}"#)?.description == "extends: expected the name of another theme, got 3")
        #expect(error(#"{"colours": {}}"#)?.description == "colours: unknown key; a theme file has only description, extends, colors, glyphs")
        #expect(error(#"[1, 2]"#)?.description == #"expected a JSON object with "colors" and/or "glyphs", got an array"#)
    }

    @Test func unknownExtendsNamesTheBuiltIns() {
        #expect(error(#"{"extends": "solarized"}"#)?.description == #"extends: no theme named "solarized"; built-in themes: default, mono"#)
    }

    @Test func notJSONSaysWhereParsingStopped() {
        #expect(error("{\n  \"colors\": {\n    \"late\": 1,\n  }\n}")?.description
            == "not valid JSON: expected a quoted key (line 4, column 3)")
        #expect(error("{ colors }")?.description == "not valid JSON: expected a quoted key (line 1, column 3)")
        #expect(error("  \n")?.description == #"the file is empty; expected a JSON object with "colors" and/or "glyphs""#)
        #expect(error("")?.key == nil)
    }

    @Test func badGlyphsNameTheKeyAndTheWidth() {
        #expect(error(#"{"glyphs": {"progressFill": "ab"}}"#)?.description
            == #"glyphs.progressFill: expected one character 1 cell wide, got "ab" (2 characters)"#)
        #expect(error(#"{"glyphs": {"progressFill": "🚋"}}"#)?.description
            == #"glyphs.progressFill: expected one character 1 cell wide, got "🚋" (2 cells wide)"#)
        #expect(error(#"{"glyphs": {"lineIcon": "🚋🚋"}}"#)?.description
            == #"glyphs.lineIcon: expected a string 1–2 cells wide, got "🚋🚋" (4 cells wide)"#)
        #expect(error(#"{"glyphs": {"bullet": ""}}"#)?.description == "glyphs.bullet: expected a string 1 cell wide, got an empty string")
        #expect(error(#"{"glyphs": {"check": 1}}"#)?.description == "glyphs.check: expected a string 1 cell wide, got 1")
        #expect(error(#"{"glyphs": {"arrow": "\u001b[5m"}}"#)?.description
            == "glyphs.arrow: expected a string 1–2 cells wide, got a string with control or bidi characters")
        #expect(error(#"{"glyphs": {"lineIcon": "🚋\uFE0F"}}"#)?.message.english.contains("U+FE0F") == true)
        #expect(error(#"{"glyphs": {"ellipsis": "\u0301"}}"#)?.description
            == "glyphs.ellipsis: expected a string 1 cell wide, got \"\u{301}\" (0 cells wide)")
        let unknown = error(##"{"glyphs": {"progresFill": "#"}}"##)
        #expect(unknown?.key == "glyphs.progresFill")
        #expect(unknown?.message.english.hasPrefix(#"unknown glyph (did you mean "progressFill"?); valid glyphs: progressFill, progressTrack"#) == true)
    }

    @Test func errorMessagesDoNotCarryEscapes() throws {
        let found = try #require(error(#"{"colors": {"late\u001b]0;pwned\u0007": 1}}"#))
        #expect(!found.description.contains("\u{1B}"))
        let value = try #require(error(#"{"colors": {"critical": "\u001b[2J"}}"#))
        #expect(!value.description.contains("\u{1B}"))
    }

    @Test func glyphsPropertyKeepsItsMeaning() {
        var theme = Theme(name: "x", colors: [:], glyphs: .ascii)
        #expect(theme.glyphs == .ascii)
        #expect(theme.glyphs(over: .unicode) == .ascii)
        theme.glyphs = nil
        #expect(theme.glyphOverrides.isEmpty)
        #expect(Theme(name: "x", colors: [:]).glyphs == nil)
    }
}
