import IslandText
import Testing
@testable import IslandUI

@Suite struct ThemeCatalogTests {
    private func file(_ name: String, _ text: String, in directory: String = "/themes") -> ThemeFile {
        ThemeFile(name: name, source: "\(directory)/\(name).json", text: text)
    }

    @Test func noFilesGivesTheBuiltIns() {
        let catalog = ThemeCatalog.builtIn()
        #expect(catalog.names == ["default", "mono"])
        #expect(catalog.selected == .builtInDefault)
        #expect(catalog.entries.allSatisfy { $0.isBuiltIn })
        #expect(catalog.errors.isEmpty)
    }

    @Test func noColorSelectsMono() throws {
        #expect(ThemeCatalog.builtIn(noColor: true).selected == .builtInMono)
        let withFile = try ThemeCatalog.assemble(
            files: [file("mono", ##"{"extends": "mono", "description": "mine"}"##)], noColor: true)
        #expect(withFile.selected.name == "mono")
        #expect(withFile.selected.summary == "mine")
        #expect(withFile.entries[withFile.selectedIndex].source == "/themes/mono.json")
    }

    @Test func anExplicitThemeWinsOverNoColor() throws {
        let catalog = try ThemeCatalog.assemble(files: [file("rnv", "{}")], requested: .name("rnv"), noColor: true)
        #expect(catalog.selected.name == "rnv")
    }

    @Test func defaultFirstThenByNameAndFirstFileOfANameWins() throws {
        let catalog = try ThemeCatalog.assemble(files: [
            file("zebra", ##"{"colors": {"critical": 1}}"##),
            file("default", ##"{"colors": {"critical": 2}}"##, in: "/user"),
            file("apple", "{}"),
            file("default", ##"{"colors": {"critical": 3}}"##, in: "/checkout"),
        ])
        #expect(catalog.names == ["default", "apple", "mono", "zebra"])
        #expect(catalog.selected.color(for: .critical) == .index(2))
        #expect(catalog.entries[0].source == "/user/default.json")
        #expect(catalog.index(named: "mono").map { catalog.entries[$0].isBuiltIn } == true)
    }

    @Test func invalidDiscoveredFilesAreSkippedWithAMessage() throws {
        let catalog = try ThemeCatalog.assemble(
            files: [file("broken", ##"{"colors": {"critical": "reddish"}}"##), file("default", "not json"), file("ok", "{}")],
            problems: [Sentence(.sourcePathProblemSentence, ["path": "/themes/secret.json"], sentences: ["reason": Sentence(.fileCannotOpen, ["reason": "Permission denied"])])])
        #expect(catalog.names == ["default", "mono", "ok"])
        // The broken default.json falls back to the built-in default.
        #expect(catalog.selected == .builtInDefault)
        #expect(catalog.errors.map(\.english) == [
            "/themes/secret.json: cannot open (Permission denied)",
            ##"/themes/broken.json: colors.critical: expected a colour index 0–255, "#rrggbb" or "default", got "reddish""##,
            "/themes/default.json: not valid JSON: invalid literal (line 1, column 1)",
        ])
    }

    @Test func requestedNameIsSelected() throws {
        let catalog = try ThemeCatalog.assemble(files: [file("light", "{}"), file("rnv", "{}")], requested: .name("rnv"))
        #expect(catalog.selected.name == "rnv")
        #expect(catalog.names[catalog.selectedIndex] == "rnv")
        #expect(try ThemeCatalog.assemble(files: [], requested: .name("mono")).selected == .builtInMono)
    }

    /// A configured name of escape sequences only was reported as `""`: it is escaped.
    @Test func aMissingNameWithControlsIsQuotedEscaped() {
        #expect(throws: ThemeCatalogError(##"no theme named "\u{1B}[31mred\u{7}"; available: default, mono"##)) {
            try ThemeCatalog.assemble(files: [], requested: .name("\u{1B}[31mred\u{07}"))
        }
    }

    @Test func requestedNameMissingOrInvalidIsFatal() {
        #expect(throws: ThemeCatalogError(##"no theme named "ligt" (did you mean "light"?); available: default, light, mono"##)) {
            try ThemeCatalog.assemble(files: [file("light", "{}")], requested: .name("ligt"))
        }
        #expect(throws: ThemeCatalogError(##"/themes/light.json: glyphs.arrow: expected a string 1–2 cells wide, got 1"##)) {
            try ThemeCatalog.assemble(files: [file("light", ##"{"glyphs": {"arrow": 1}}"##)], requested: .name("light"))
        }
    }

    @Test func requestedFileIsAddedOrReplacesItsName() throws {
        let mine = ThemeFile(name: "light", source: "./light.json", text: ##"{"colors": {"accent": 5}}"##)
        let catalog = try ThemeCatalog.assemble(files: [file("light", "{}"), file("rnv", "{}")], requested: .file(mine))
        #expect(catalog.names == ["default", "light", "mono", "rnv"])
        #expect(catalog.selected.color(for: .accent) == .index(5))
        #expect(catalog.entries[catalog.selectedIndex].source == "./light.json")

        let other = ThemeFile(name: "sunset", source: "/tmp/sunset.json", text: ##"{"extends": "rnv"}"##)
        let added = try ThemeCatalog.assemble(files: [file("rnv", ##"{"colors": {"critical": 9}}"##)], requested: .file(other))
        #expect(added.names == ["default", "mono", "rnv", "sunset"])
        #expect(added.selected.name == "sunset")
        #expect(added.selected.color(for: .critical) == .index(9))
    }

    @Test func invalidRequestedFileIsFatalAndNamesTheKey() {
        let bad = ThemeFile(name: "x", source: "x.json", text: ##"{"colors": {"accent": "#12345"}}"##)
        #expect(throws: ThemeCatalogError(##"x.json: colors.accent: expected a colour index 0–255, "#rrggbb" or "default", got "#12345" (#rrggbb needs exactly six hex digits)"##)) {
            try ThemeCatalog.assemble(files: [], requested: .file(bad))
        }
    }

    @Test func extendsResolvesAmongFilesThenBuiltIns() throws {
        let catalog = try ThemeCatalog.assemble(files: [
            file("c", ##"{"extends": "b", "colors": {"stale": 3}}"##),
            file("b", ##"{"extends": "a", "colors": {"critical": 2}}"##),
            file("a", ##"{"extends": "mono", "colors": {"accent": 1}}"##),
            file("default", ##"{"extends": "default", "colors": {"accent": 200}}"##),
        ])
        let c = catalog.theme(at: try #require(catalog.index(named: "c")))
        #expect(c.color(for: .stale) == .index(3))
        #expect(c.color(for: .critical) == .index(2))
        #expect(c.color(for: .accent) == .index(1))
        #expect(c.color(for: .islandBackground) == .terminalDefault)
        // A theme extending its own name extends the built-in theme of that name.
        #expect(catalog.selected.color(for: .accent) == .index(200))
        #expect(catalog.selected.color(for: .critical) == Theme.builtInDefault.color(for: .critical))
    }

    @Test func extendsCyclesAndBadBasesAreReported() throws {
        let catalog = try ThemeCatalog.assemble(files: [
            file("a", ##"{"extends": "b"}"##),
            file("b", ##"{"extends": "a"}"##),
            file("c", ##"{"extends": "broken"}"##),
            file("broken", ##"{"colors": {"critical": 999}}"##),
            file("d", ##"{"extends": "nowhere"}"##),
            file("e", ##"{"extends": "e"}"##),
        ])
        #expect(catalog.names == ["default", "mono"])
        #expect(catalog.errors.map(\.english).contains(##"/themes/a.json: extends: themes extend each other in a cycle: "a" → "b" → "a""##))
        #expect(catalog.errors.map(\.english).contains(##"/themes/b.json: extends: themes extend each other in a cycle: "a" → "b" → "a""##))
        #expect(catalog.errors.map(\.english).contains(##"/themes/c.json: extends: theme "broken" (/themes/broken.json) is invalid: colors.critical: expected a colour index 0–255, "#rrggbb" or "default", got 999"##))
        #expect(catalog.errors.map(\.english).contains(##"/themes/d.json: extends: no theme named "nowhere"; available: a, b, broken, c, d, default, e, mono"##))
        #expect(catalog.errors.map(\.english).contains("/themes/e.json: extends: a theme cannot extend itself"))
    }

    @Test func themeIndexWrapsAround() throws {
        let catalog = try ThemeCatalog.assemble(files: [file("light", "{}")])
        #expect(catalog.names == ["default", "light", "mono"])
        #expect(catalog.theme(at: 0).name == "default")
        #expect(catalog.theme(at: 4).name == "light")
        #expect(catalog.theme(at: -1).name == "mono")
    }

    @Test func sourcesAreSanitisedInMessages() throws {
        let catalog = try ThemeCatalog.assemble(files: [
            ThemeFile(name: "evil", source: "/t/\u{1B}[2Jevil.json", text: "[]"),
        ])
        #expect(catalog.errors.count == 1)
        #expect(!catalog.errors[0].english.contains("\u{1B}"))
    }
}
