import IslandText
import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandJSON
import IslandTypes

/// The presentation format (docs/types.md): what a type file may say, what it means on screen,
/// and the error a mistake gets.
@Suite struct PresentationFileTests {
    static let schema = """
        "attributes": { "name": "String" },
        "content-state": { "status": { "enum": ["queued", "printing", "done"] }, "note": "String?", "glyph": "String?",
                           "layers": "[Int]", "ratio": "Double", "since": { "type": "Double", "display": "unix-seconds" } }
        """

    /// A type file with `presentation` and `strings`.
    static func file(_ presentation: String, strings: String = #"{ "ok": { "de": "fertig", "en": "done" } }"#) -> String {
        """
        { "app": { "bundle": "com.example.printer", "name": "Printer", "languages": ["en", "de"] },
          "types": { "PrintAttributes": { \(schema), "strings": \(strings), "presentation": \(presentation) } } }
        """
    }

    static func parse(_ presentation: String, strings: String = #"{ "ok": { "de": "fertig", "en": "done" } }"#) throws(SchemaError) -> TypeFile.Contents {
        try TypeFile.parse(file(presentation, strings: strings), file: "printer.json")
    }

    static func error(_ presentation: String) -> String {
        do {
            _ = try parse(presentation)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The card of an activity of the type with `state`.
    static func card(_ presentation: String, state: JSONObject, language: Language = .en, ascii: Bool = false,
                     width: Int? = nil) throws -> [String] {
        var registry = BuiltInTypes.registry
        try registry.add(try parse(presentation))
        var system = LiveActivitySystem(types: registry)
        let push = Fixtures.startPush(id: "p", app: "com.example.printer", type: "PrintAttributes",
                                      attributes: JSONObject([("name", "Benchy")]), state: state)
        _ = system.receive(push, now: Fixtures.start)
        let activity = try #require(system.activities.first)
        return Presentations.lockScreen(activity: activity, now: Fixtures.start, context: Fixtures.context(language, ascii: ascii),
                                        width: width).lines
    }

    static let state = JSONObject([("status", "printing"), ("note", "Nozzle ⚡ hot today"), ("glyph", "⚡"), ("layers", [1, 2, 3]),
                                   ("ratio", 0.5), ("since", .number(JSONNumber(Fixtures.start.addingTimeInterval(-120).timeIntervalSince1970)))])

    @Test func defineAndUseSpliceGroupsAndReplaceValues() throws {
        let lines = try Self.card("""
            { "define": { "head": [ { "field": "name", "bold": true }, " " ], "stage": { "field": "status", "format": "words" },
                          "late": [ { "when": { "field": "ratio", "below": 0.6 }, "role": "late" }, { "role": "onTime" } ] },
              "lockScreen": [ { "items": [ { "use": "head" }, { "use": "stage" } ] },
                              { "items": [ { "field": "ratio", "format": "percent", "role": { "use": "late" } } ] } ] }
            """, state: Self.state)
        #expect(lines[1].contains("Benchy Printing"))
        #expect(lines[2].contains("50%"))
    }

    @Test func textsInPlacePerLanguage() throws {
        let presentation = #"{ "lockScreen": [ [ { "text": { "de": "Drucker", "en": "Printer" } }, " ", "@ok" ] ] }"#
        #expect(try Self.card(presentation, state: Self.state, language: .de)[1].contains("Drucker fertig"))
        #expect(try Self.card(presentation, state: Self.state, language: .en)[1].contains("Printer done"))
    }

    @Test func wordsMissingAsciiAndDisplay() throws {
        let presentation = """
            { "lockScreen": [ [ { "field": "note", "words": 1 }, " ", { "field": "glyph", "ascii": "!" } ],
                              [ { "field": "since", "format": "relative" } ],
                              [ "x", { "field": "state.missingNote", "missing": "—" } ] ] }
            """
        #expect(Self.error(presentation).contains("missingNote"), "paths are checked")
        let fine = presentation.replacingOccurrences(of: "state.missingNote", with: "note")
        var without = Self.state
        without["note"] = nil
        let lines = try Self.card(fine, state: without)
        #expect(lines[1].contains("⚡"))
        #expect(lines[2].contains("2 min ago"), "a Unix-seconds field by its hint")
        #expect(lines[3].contains("x—"))
        let ascii = try Self.card(fine, state: Self.state, ascii: true)
        #expect(ascii[1].contains("Nozzle !"))
    }

    @Test func barsOverEnumsWithWhatFollows() throws {
        let lines = try Self.card("""
            { "lockScreen": [ { "bar": { "field": "status", "after": [ { "field": "status", "format": "words", "role": "accent" } ] } } ] }
            """, state: Self.state, width: 30)
        #expect(lines[1] == "│ ███████████░░░░░░ Printing │", "printing is the second of three stages")
        #expect(Self.error(#"{ "lockScreen": [ { "bar": "name" } ] }"#).contains("a bar needs a number"))
    }

    /// A narrow row leaves out the bar (priority 3) before the text beside it (5).
    @Test func aBarGoesBeforeMoreImportantText() throws {
        let presentation = """
            { "lockScreen": [ { "priority": 3, "bar": "ratio", "trailing": [ { "field": "status", "format": "words" } ] } ] }
            """
        let wide = try Self.card(presentation, state: Self.state, width: 40)
        #expect(wide[1].contains("█") && wide[1].contains("Printing"))
        let narrow = try Self.card(presentation, state: Self.state, width: 18)
        #expect(!narrow[1].contains("█") && narrow[1].contains("Printing"))
    }

    @Test func countWithASingular() throws {
        let presentation = #"{ "lockScreen": [ [ { "field": "layers", "format": "count", "unit": "layers", "singular": "layer" } ] ] }"#
        #expect(try Self.card(presentation, state: Self.state)[1].contains("3 layers"))
        var one = Self.state
        one["layers"] = [7]
        #expect(try Self.card(presentation, state: one)[1].contains("1 layer "))
    }

    @Test func mistakesNameTheirKeyPath() {
        #expect(Self.error(#"{ "lockScreen": [ [ { "use": "nothing" } ] ] }"#).contains("lockScreen[0][0].use: \"nothing\" is not defined"))
        #expect(Self.error(#"{ "define": { "a": { "use": "b" }, "b": "x" } }"#).contains("define.a.use"), "a definition uses only earlier ones")
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "note", "ascii": "⚡" } ] ] }"#).contains("must be ASCII"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "text": "x", "missing": "—" } ] ] }"#).contains("only a \"field\" item can be missing"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "note", "display": "unix-second" } ] ] }"#).contains("did you mean \"unix-seconds\""))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "layers", "format": "count", "singular": 3 } ] ] }"#).contains("singular"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "note", "words": 0 } ] ] }"#).contains("words"))
        #expect(Self.error(#"{ "lockScreen": [ { "bar": { "field": "ratio", "percent": false, "after": [] } } ] }"#).contains("replaces the percentage"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "ratio", "format": "countdown" } ] ] }"#).contains("ratio is Double; this format needs a Date"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "ratio", "format": "time", "display": "unix-seconds" } ] ] }"#) == "no error")
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "note", "format": "number" } ] ] }"#).contains("needs a number"))
        #expect(Self.error(#"{ "lockScreen": [ [ { "field": "ratio", "format": "count" } ] ] }"#).contains("needs an array"))
    }

    /// docs/types.md lists every format, glyph, role and SF Symbol island knows.
    @Test func theDocumentationListsTheVocabulary() throws {
        let docs = try String(contentsOf: BuiltInTypes.directory.deletingLastPathComponent().appendingPathComponent("docs/types.md"),
                              encoding: .utf8)
        for name in SFSymbols.names { #expect(docs.contains("`\(name)`"), "SF Symbol \(name)") }
        for glyph in PresentationGlyph.allCases { #expect(docs.contains("`\(glyph.rawValue)`"), "glyph \(glyph)") }
        for role in PresentationRole.allCases { #expect(docs.contains("`\(role.rawValue)`"), "role \(role)") }
        for format in ["text", "words", "number", "percent", "countdown", "minutes", "timer", "time", "relative", "duration", "date", "count",
                       "values"] {
            #expect(docs.contains("| `\(format)` |"), "format \(format)")
        }
        for key in PresentationStrings.keys.keys where !["yes", "no"].contains(key) { #expect(docs.contains("`\(key)`"), "string \(key)") }
    }

    /// Every shipped type file parses and has a presentation in every region a card needs.
    @Test func everyShippedTypeHasItsOwnPresentation() {
        let definitions = BuiltInTypes.registry.all
        #expect(definitions.count >= 4)
        for definition in definitions {
            let presentation = definition.presentation
            #expect(presentation != nil, "\(definition.key) has no presentation")
            #expect(presentation?.lockScreen.isEmpty == false && presentation?.compactTrailing.isEmpty == false
                    && presentation?.minimal.isEmpty == false && presentation?.button != nil, "\(definition.key)")
        }
    }
}
