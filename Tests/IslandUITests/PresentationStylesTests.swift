import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandJSON
import IslandTypes

/// Named conditions, named styles and components with overrides (docs/types.md): written once,
/// used by name, and read exactly as the same presentation written out in full.
@Suite struct PresentationStylesTests {
    typealias Files = PresentationFileTests

    static func presentation(_ json: String) throws -> PresentationSpec? {
        try Files.parse(json).definitions.first?.presentation
    }

    @Test func namedConditionsReadAsTheConditionsWrittenOut() throws {
        let named = try Self.presentation("""
            { "conditions": { "half": { "field": "ratio", "below": 0.6 }, "whole": { "not": "half" },
                              "either": { "any": [ "half", { "field": "note", "set": true } ] } },
              "lockScreen": [ { "when": "whole", "items": [ { "text": "@ok", "when": "half" } ] },
                              [ { "field": "ratio", "role": [ { "when": "either", "role": "critical" } ] } ] ] }
            """)
        let written = try Self.presentation("""
            { "lockScreen": [ { "when": { "not": { "field": "ratio", "below": 0.6 } }, "items": [ { "text": "@ok", "when": { "field": "ratio", "below": 0.6 } } ] },
                              [ { "field": "ratio", "role": [ { "when": { "any": [ { "field": "ratio", "below": 0.6 }, { "field": "note", "set": true } ] },
                                                                "role": "critical" } ] } ] ] }
            """)
        #expect(named != nil && named == written)
    }

    @Test func stylesGiveRoleAndWeightAndTheItemsOwnKeysWin() throws {
        let styled = try Self.presentation("""
            { "styles": { "label": { "role": "secondary" }, "loud": { "style": "label", "bold": true },
                          "byRatio": { "role": [ { "when": { "field": "ratio", "below": 0.6 }, "role": "critical" }, { "role": "positive" } ] } },
              "lockScreen": [ [ { "text": "@ok", "style": "loud" }, { "field": "name", "style": ["loud", "byRatio"], "bold": false } ],
                              { "bar": { "field": "ratio", "style": "byRatio" } } ],
              "standBy": [ { "value": { "field": "ratio", "style": "byRatio" } } ] }
            """)
        let written = try Self.presentation("""
            { "lockScreen": [ [ { "text": "@ok", "role": "secondary", "bold": true },
                                { "field": "name", "role": [ { "when": { "field": "ratio", "below": 0.6 }, "role": "critical" }, { "role": "positive" } ] } ],
                              { "bar": { "field": "ratio", "role": [ { "when": { "field": "ratio", "below": 0.6 }, "role": "critical" }, { "role": "positive" } ] } } ],
              "standBy": [ { "value": { "field": "ratio", "role": [ { "when": { "field": "ratio", "below": 0.6 }, "role": "critical" }, { "role": "positive" } ] } } ] }
            """)
        #expect(styled != nil && styled == written)
    }

    @Test func aComponentTakesKeysBesideUse() throws {
        let placed = try Self.presentation("""
            { "define": { "stage": { "field": "status", "format": "words", "bold": true } },
              "lockScreen": [ [ { "use": "stage" }, { "use": "stage", "bold": false, "prefix": "(", "suffix": ")" } ] ] }
            """)
        let written = try Self.presentation("""
            { "lockScreen": [ [ { "field": "status", "format": "words", "bold": true },
                                { "field": "status", "format": "words", "prefix": "(", "suffix": ")" } ] ] }
            """)
        #expect(placed != nil && placed == written)
        #expect(try Self.card(#"""
            { "define": { "stage": { "field": "status", "format": "words" } },
              "lockScreen": [ [ { "use": "stage", "prefix": "[", "suffix": "]" } ] ] }
            """#).contains { $0.contains("[Printing]") })
    }

    static func card(_ presentation: String) throws -> [String] {
        try Files.card(presentation, state: Files.state)
    }

    @Test func mistakesNameTheirPlace() {
        #expect(Files.error(#"{ "lockScreen": [ [ { "text": "@ok", "when": "hlaf" } ] ], "conditions": { "half": { "field": "ratio", "below": 0.6 } } }"#)
            .contains(#"lockScreen[0][0].when: "hlaf" is not a condition of the presentation's "conditions" (or is written after its use) (did you mean "half"?)"#))
        #expect(Files.error(#"{ "conditions": { "a": "b", "b": { "field": "note", "set": true } } }"#)
            .contains(#"conditions.a: "b" is not a condition"#), "a condition uses only the ones before it")
        #expect(Files.error(#"{ "conditions": { "bad": { "field": "nope", "set": true } } }"#).contains("conditions.bad.field"))
        #expect(Files.error(#"{ "styles": { "label": { "role": "secondary" } }, "lockScreen": [ [ { "text": "@ok", "style": "lable" } ] ] }"#)
            .contains(#"lockScreen[0][0].style: "lable" is not a style of the presentation's "styles" (or is written after its use) (did you mean "label"?)"#))
        #expect(Files.error(#"{ "styles": { "x": { "role": "purple" } } }"#).contains("styles.x.role: expected one of"))
        #expect(Files.error(#"{ "styles": { "x": { "role": "accent", "prefix": "a" } } }"#).contains(#"styles.x.prefix: unknown key "prefix""#))
        #expect(Files.error(#"{ "styles": { "x": { "bold": true } }, "lockScreen": [ { "bar": { "field": "ratio", "style": "x" } } ] }"#)
            .contains(#"lockScreen[0].bar.style: a bar is drawn in its role only: its style may not set "bold""#))
        #expect(Files.error(#"{ "define": { "head": [ "a" ] }, "lockScreen": [ [ { "use": "head", "bold": true } ] ] }"#)
            .contains(#"lockScreen[0][0].use: "head" is not an object: only an object definition takes keys beside "use""#))
    }

    /// The names before the roles said what they mean still read, as the role that means it.
    @Test func deprecatedRoleNamesReadAsTheirMeaning() throws {
        for (old, role) in PresentationRole.deprecatedNames {
            #expect(PresentationRole(named: old) == role, "\(old)")
            #expect(PresentationRole(rawValue: old) == nil, "\(old) is not a role of its own")
            let presentation = try Self.presentation(#"{ "lockScreen": [ [ { "text": "@ok", "role": "\#(old)" } ] ] }"#)
            #expect(presentation?.lockScreen.first?.items.first?.style.role == .fixed(role), "\(old)")
        }
    }

    /// The shipped type files say each condition once, and use only the roles' own names.
    @Test func theShippedTypesRepeatNoConditionAndUseNoOldRoleName() throws {
        let files = try FileManager.default.contentsOfDirectory(at: BuiltInTypes.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(files.count >= 4)
        let oldNames = Set(PresentationRole.deprecatedNames.map(\.key))
        for file in files {
            let value = try JSONParser.parse(Array(try Data(contentsOf: file)))
            var conditions: [String: Int] = [:]
            var roles: [String] = []
            Self.walk(value, key: nil) { key, element in
                if key == "when" || key == "not", element.objectValue != nil {
                    conditions[JSONWriter.string(element), default: 0] += 1
                }
                if ["role", "tint", "keylineTint"].contains(key), let name = element.stringValue { roles.append(name) }
            }
            let repeated = conditions.filter { $0.value > 1 }
            #expect(repeated.isEmpty, "\(file.lastPathComponent) repeats conditions: \(repeated)")
            #expect(roles.filter(oldNames.contains).isEmpty, "\(file.lastPathComponent) uses old role names")
        }
    }

    static func walk(_ value: JSONValue, key: String?, _ visit: (String?, JSONValue) -> Void) {
        visit(key, value)
        if let object = value.objectValue {
            for (childKey, child) in object.entries { walk(child, key: childKey, visit) }
        } else if let array = value.arrayValue {
            for element in array { walk(element, key: key, visit) }
        }
    }
}
