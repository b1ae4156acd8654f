import Foundation
import IslandCore
import Testing
@testable import IslandUI
import IslandJSON

/// The theme files shipped in `themes/` and their documentation.
@Suite struct ThemeFilesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let themesDirectory = repository.appendingPathComponent("themes")
    static let required = ["default", "light", "high-contrast", "mono", "rnv"]

    private func load(_ name: String) throws -> Theme {
        let data = try Data(contentsOf: Self.themesDirectory.appendingPathComponent("\(name).json"))
        return try ThemeParser.parse(Array(data), name: name)
    }

    @Test func everyShippedThemeParsesAndSetsEveryRole() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
        #expect(Set(Self.required).isSubset(of: Set(names)))
        for name in names {
            let theme = try load(name)
            #expect(!theme.summary.isEmpty, "\(name) has a description")
            // Shipped themes spell out every role, so they read as a reference and do not
            // change when the built-in default does.
            let data = try Data(contentsOf: Self.themesDirectory.appendingPathComponent("\(name).json"))
            let object = try #require(try JSONParser.parse(Array(data)).objectValue)
            let colors = try #require(object["colors"]?.objectValue)
            #expect(Set(colors.keys) == Set(Theme.themeableRoles.map(\.rawValue)), "\(name) sets every role")
        }
    }

    @Test func defaultFileIsTheBuiltInDefault() throws {
        #expect(try load("default") == Theme.builtInDefault)
    }

    @Test func monoFileIsTheBuiltInMono() throws {
        #expect(try load("mono") == Theme.builtInMono)
        #expect(Theme.builtInMono.colors.values.allSatisfy { $0 == .terminalDefault })
    }

    @Test func shippedGlyphOverridesAreDrawable() throws {
        #expect(try load("rnv").glyphs(over: .unicode).progressFill == "━")
        #expect(try load("rnv").glyphs(over: .ascii) == .ascii)
        #expect(try load("high-contrast").glyphs(over: .unicode).progressTrack == "·")
    }

    @Test func docsDescribeEveryRoleAndGlyph() throws {
        let docs = try String(contentsOf: Self.repository.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        for role in Theme.themeableRoles {
            #expect(docs.contains("`\(role.rawValue)`"), "docs/themes.md names \(role.rawValue)")
        }
        for key in GlyphKey.allCases {
            #expect(docs.contains("`\(key.rawValue)`"), "docs/themes.md names \(key.rawValue)")
        }
        for name in Self.required {
            #expect(docs.contains("`\(name)`"), "docs/themes.md lists \(name)")
        }
        #expect(docs.contains("NO_COLOR"))
        #expect(docs.contains("XDG_CONFIG_HOME"))
    }
}
