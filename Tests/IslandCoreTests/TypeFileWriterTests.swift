import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes

/// `TypeFileWriter` writes what `TypeFile.parse` reads back to the same definitions:
/// the shipped type files, every schema form, every presentation item, format, condition
/// and role.
@Suite struct TypeFileWriterTests {
    @Test func everyShippedTypeFileReadsBackToTheSameDefinitions() throws {
        #expect(BuiltInTypes.files.count >= 4)
        for contents in BuiltInTypes.files {
            let origin = contents.definitions.first?.origin
            let text = TypeFileWriter.text(contents)
            let back = try TypeFile.parse(text, file: origin)
            #expect(back == contents, "\(origin ?? "?")")
            #expect(TypeFileWriter.text(back) == text)
        }
    }

    /// A schema with every type in every form the writer chooses between.
    static let schemaText = """
        {"types": {"Everything": {
          "attributes": {
            "id": {"type": "String", "display": "hidden"},
            "created": {"type": "Double", "display": "unix-seconds", "key": "created_at"}
          },
          "content-state": {
            "s": "String", "i": "Int", "small": "Int8", "big": "UInt64", "d": "Double", "f": "Float", "t": "TimeInterval",
            "dec": "Decimal", "b": "Bool", "date": "Date?", "url": "URL", "uuid": "UUID",
            "names": {"enum": ["a", "b c"]}, "levels": {"enum": [-1, 0, 2], "optional": true},
            "maybeNames": {"array": {"enum": ["x"], "optional": true}},
            "courier": {"name": "Courier", "object": {"name": "String", "at": {"type": "[Double]", "key": "position"}}, "optional": true},
            "legs": {"array": {"object": {"from": "String"}}},
            "byNumber": {"dictionary": {"name": "Leg", "object": {"minutes": "Int"}}, "keys": "Int"},
            "byName": "[String: [Int?]]?",
            "scores": "[Int: Double]",
            "progress": {"type": "Double", "display": "fraction", "range": [0, 1]},
            "heartRate": {"type": "Int", "unit": {"de": "Schläge", "en": "bpm"}, "label": "Puls", "range": [null, 220]},
            "pace": {"type": "Double?", "display": "duration", "label": {"de": "Tempo", "en": "Pace"}}
          }
        }}}
        """

    @Test func everySchemaFormReadsBack() throws {
        let contents = try TypeFile.parse(Self.schemaText, file: "everything.json")
        let text = TypeFileWriter.text(contents)
        let back = try TypeFile.parse(text, file: "everything.json")
        #expect(back == contents)
        // The short form where it says everything, the object form where it must.
        #expect(text.contains("\"byName\": \"[String: [Int?]]?\""))
        #expect(text.contains("\"keys\": \"Int\""))
        #expect(text.contains("\"key\": \"created_at\""))
    }

    /// A presentation using what the shipped types do not.
    @Test func everyPresentationFeatureReadsBack() throws {
        let schema = try #require(try TypeFile.parse(Self.schemaText).definitions.first?.schema)
        let de = TextSpec.localized(LocalizedText(["de": "Puls: ", "en": "Heart rate: "]))
        let progress = FieldPath(parsing: "state.progress")!
        let rate = FieldPath(parsing: "heartRate")!
        let spec = PresentationSpec(
            title: [ItemSpec(.appName), ItemSpec(.text(.literal("@home")), style: StyleSpec(dim: true))],
            status: [ItemSpec(.field(FieldPath(parsing: "names")!, .values(["a": ValueCase(text: .literal("A"), role: .accent, glyph: .check),
                                                                             "b c": ValueCase(symbol: "bicycle")],
                                                                            otherwise: ValueCase(text: .string(key: "unknownName")))))],
            minimal: [ItemSpec(.symbol("bicycle")), ItemSpec(.glyph(.bullet), priority: 0)],
            compactLeading: [ItemSpec(.icon), ItemSpec(.text(.literal(" "))), ItemSpec(.field(rate, .number(decimals: 1, signed: true, unit: de)))],
            compactTrailing: [ItemSpec(.field(FieldPath(parsing: "date")!, .timer), maxWidth: 8)],
            expanded: ExpandedSpec(
                leading: [RowSpec(items: [ItemSpec(.field(FieldPath(parsing: "legs")!, .count(unit: .string(key: "legsUnit"), singular: .literal("leg"))))])],
                trailing: [RowSpec(items: [ItemSpec(.field(FieldPath(parsing: "date")!, .relative)),
                                           ItemSpec(.field(FieldPath(parsing: "names")!, .words), words: 2, missing: .literal("—"), ascii: .literal("-"),
                                                    display: .unixSeconds)])],
                center: [RowSpec(items: [ItemSpec(.field(FieldPath(parsing: "legs[0].from")!, .text))], when: .all([.isSet(FieldPath(parsing: "legs")!), .not(.past(FieldPath(parsing: "date")!))]))],
                bottom: [RowSpec(bar: BarSpec(value: progress, total: FieldPath(parsing: "d")!, scale: 100,
                                              role: .cases([RoleCase(when: .below(progress, 0.2), role: .late)], otherwise: .onTime), showsPercent: false)),
                         RowSpec(bar: BarSpec(value: progress, after: [ItemSpec(.field(progress, .percent(scale: 1)))], priority: 3))]),
            lockScreen: [
                RowSpec(items: [ItemSpec(.field(FieldPath(parsing: "attributes.created_at")!, .date)),
                                ItemSpec(.field(FieldPath(parsing: "pace")!, .duration), prefix: de, suffix: .literal(" /km"))],
                        trailing: [ItemSpec(.button)], when: .any([.nonZero(rate), .activityState(["stale", "ended"])]), priority: 7),
                RowSpec(items: [ItemSpec(.field(progress, .percent(scale: 100)), style: StyleSpec(role: .fixed(.progressFill), bold: true))],
                        when: .equals(FieldPath(parsing: "names")!, ["a", "b c"])),
                RowSpec(bar: BarSpec(value: progress)),
            ],
            standBy: [FigureSpec(value: ItemSpec(.field(FieldPath(parsing: "date")!, .minutesLeft)), unit: .string(key: "minutesUnit"),
                                 caption: [ItemSpec(.field(FieldPath(parsing: "date")!, .countdown(zero: .literal("jetzt"))))],
                                 when: .above(FieldPath(parsing: "i")!, 3))],
            keylineTint: .tint,
            button: ButtonSpec(intent: "StopWorkoutIntent", label: de))
        let definition = TypeDefinition(key: TypeKey(app: "com.example.fit", name: "Everything"), schema: schema,
                                        strings: ["unknownName": LocalizedText(["de": "unbekannt", "en": "unknown"]), "legsUnit": LocalizedText("legs")],
                                        presentation: spec,
                                        checks: [ConsistencyRule(interval: FieldPath(parsing: "t")!, until: FieldPath(parsing: "date")!, tolerance: 30)],
                                        origin: "everything.json")
        let app = AppDescription(bundle: "com.example.fit", name: LocalizedText(["de": "Fit", "en": "Fit"]), developmentLanguage: "de",
                                 languages: ["de", "en"], icon: AppIcon(glyph: "🏃", ascii: "R", symbol: "bicycle"), tint: .accent, frequentUpdates: true)
        let contents = TypeFile.Contents(app: app, definitions: [definition])
        let text = TypeFileWriter.text(contents)
        let back = try TypeFile.parse(text, file: "everything.json")
        #expect(back == contents)
        #expect(text.contains("\"@@home\""), "a literal starting with @ is escaped")
    }

    /// The default presentation's labels carry one text for every language; written as plain
    /// text they read back as literals — the one normalisation — and the file is then stable.
    @Test func aDefaultPresentationIsStableAfterOneRoundTrip() throws {
        let schema = try #require(try TypeFile.parse(Self.schemaText).definitions.first?.schema)
        let definition = TypeDefinition(key: TypeKey(app: nil, name: "Everything"), schema: schema,
                                        presentation: DefaultPresentation.make(for: schema), origin: "x.swift")
        let text = TypeFileWriter.text(TypeFile.Contents(app: nil, definitions: [definition]))
        let back = try TypeFile.parse(text, file: "x.swift")
        #expect(back.definitions.first?.schema == schema)
        #expect(TypeFileWriter.text(back) == text)
        #expect(try TypeFile.parse(TypeFileWriter.text(back), file: "x.swift") == back)
    }

    @Test func aTypeWithoutSchemaIsLeftOut() throws {
        let known = TypeDefinition(key: TypeKey(app: nil, name: "Known"), schema: ActivitySchema(typeName: "Known", attributes: ObjectSchema([], name: "Known"),
                                                                                              contentState: ObjectSchema([], name: "ContentState")), origin: "a")
        let byName = TypeDefinition(key: TypeKey(app: nil, name: "ByName"), schema: nil, origin: "a")
        let document = TypeFileWriter.document(TypeFile.Contents(app: nil, definitions: [byName, known]))
        #expect(document.objectValue?["types"]?.objectValue?.keys == ["Known"])
    }

    @Test func theLayoutKeepsShortThingsOnOneLine() {
        let value: JSONValue = ["types": ["T": ["attributes": ["a": "Int"], "content-state": ["list": ["x", "y"], "big": .object(JSONObject((0..<12).map { ("field\($0)", "String") }))]]]]
        let text = TypeFileLayout.text(value)
        #expect(text.contains("\"attributes\": { \"a\": \"Int\" }"))
        #expect(text.contains("\"list\": [ \"x\", \"y\" ]"))
        #expect(text.contains("\"big\": {\n"), "too wide for one line")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= TypeFileLayout.width })
        #expect((try? JSONParser.parse(text)) == value)
    }
}
