import Foundation
import Testing
@testable import IslandCore
import IslandTestSupport
@testable import IslandTypes
@testable import IslandSimulator

@Suite struct SchemaFileTests {
    @Test func readsEveryKindOfField() throws {
        let schemas = try SchemaFile.parse(try FixtureFiles.bytes("schemas/delivery.json"))
        #expect(schemas.map(\.typeName) == ["DeliveryAttributes", "WorkoutAttributes"])
        let state = schemas[0].contentState
        #expect(state.fields.map(\.name) == ["status", "estimatedMinutes", "eta", "elapsed", "paid", "courier", "stops", "legs", "flags", "note", "tip", "rating"])
        #expect(state.field("status")?.type == .enumeration(["preparing", "inDelivery", "delivered"]))
        #expect(state.field("estimatedMinutes")?.type == .int)
        #expect(state.field("eta")?.type == .optional(.date))
        #expect(state.field("elapsed")?.type == .timeInterval)
        #expect(state.field("paid")?.type == .bool)
        #expect(state.field("stops")?.type == .array(.string))
        #expect(state.field("flags")?.type == .array(.optional(.bool)))
        #expect(state.field("tip")?.type == .optional(.double))
        let courier = ObjectSchema([
            SchemaField("name", .string), SchemaField("lat", .double), SchemaField("lon", .double),
            SchemaField("vehicle", .optional(.enumeration(["bike", "car"]))),
        ])
        #expect(state.field("courier")?.type == .optional(.object(courier)))
        #expect(state.field("legs")?.type == .array(.object(ObjectSchema([SchemaField("from", .string), SchemaField("minutes", .int)]))))
        #expect(schemas[0].attributes.fields.map(\.name) == ["orderId", "restaurantName"])
    }

    @Test(arguments: [
        ("String", SchemaType.string), ("Int?", .optional(.int)), ("[Double]", .array(.double)),
        ("[Date?]?", .optional(.array(.optional(.date)))), ("[[Bool]]", .array(.array(.bool))),
        ("TimeInterval", .timeInterval),
    ])
    func shorthand(text: String, type: SchemaType) throws {
        #expect(try SchemaFile.shorthand(text, path: "p") == type)
        #expect(type.swiftName == text)
    }

    static func document(_ contentState: String) -> String {
        "{\"types\": {\"X\": {\"attributes\": {}, \"content-state\": {\(contentState)}}}}"
    }

    /// A bad schema file is an error that names the key where the problem is.
    @Test(arguments: [
        ("not json", "", "not valid JSON"),
        ("[]", "", "expected a JSON object"),
        ("{}", "types", "missing"),
        ("{\"types\": []}", "types", "expected an object"),
        ("{\"types\": {}}", "types", "describes no type"),
        ("{\"tpyes\": {}}", "tpyes", "did you mean \"types\""),
        ("{\"types\": {\"1X\": {}}}", "types.1X", "not a Swift type name"),
        ("{\"types\": {\"X\": 3}}", "types.X", "expected an object"),
        ("{\"types\": {\"X\": {\"attributes\": {}}}}", "types.X.content-state", "missing"),
        ("{\"types\": {\"X\": {\"attributes\": [], \"content-state\": {}}}}", "types.X.attributes", "expected an object"),
        ("{\"types\": {\"X\": {\"attributes\": {}, \"contentState\": {}}}}", "types.X.contentState", "did you mean \"content-state\""),
        (document("\"a\": \"Strng\""), "types.X.content-state.a", "did you mean \"String\""),
        (document("\"a\": \"Float16\""), "types.X.content-state.a", "unknown type \"Float16\""),
        (document("\"a\": 3"), "types.X.content-state.a", "expected a type"),
        (document("\"a\": \"Int??\""), "types.X.content-state.a", "doubly optional"),
        (document("\"a\": {\"enum\": []}"), "types.X.content-state.a.enum", "at least one value"),
        (document("\"a\": {\"enum\": \"low\"}"), "types.X.content-state.a.enum", "expected an array"),
        (document("\"a\": {\"enum\": [\"x\", 1]}"), "types.X.content-state.a.enum[1]", "expected a string"),
        (document("\"a\": {\"enum\": [\"x\", \"x\"]}"), "types.X.content-state.a.enum[1]", "listed twice"),
        (document("\"a\": {\"type\": \"Int\", \"enum\": [\"x\"]}"), "types.X.content-state.a", "exactly one"),
        (document("\"a\": {\"optional\": true}"), "types.X.content-state.a", "found none"),
        (document("\"a\": {\"type\": 3}"), "types.X.content-state.a.type", "expected a type name"),
        (document("\"a\": {\"type\": \"Int\", \"optional\": \"yes\"}"), "types.X.content-state.a.optional", "true or false"),
        (document("\"a\": {\"type\": \"Int?\", \"optional\": true}"), "types.X.content-state.a.optional", "already optional"),
        (document("\"a\": {\"type\": \"Int\", \"colour\": 1}"), "types.X.content-state.a.colour", "unknown key"),
        (document("\"a\": {\"object\": {\"b\": \"Nope\"}}"), "types.X.content-state.a.object.b", "unknown type"),
        (document("\"a\": {\"object\": 3}"), "types.X.content-state.a.object", "expected an object"),
        (document("\"a\": {\"array\": {\"object\": {\"b\": \"Date!\"}}}"), "types.X.content-state.a.array.object.b", "unknown type"),
    ])
    func badSchemaNamesTheKey(text: String, path: String, fragment: String) {
        #expect {
            try SchemaFile.parse(text, file: "app.json")
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            return error.path == path && error.message.contains(fragment) && error.description.hasPrefix("app.json: ")
        }
    }

    /// Types are keyed by app and name: a schema file's type (for any app) stands beside a
    /// built-in one of the same name; the same key twice is an error naming the first file.
    @Test func registryKeysTypesByAppAndName() throws {
        let delivery = try TypeFile.parse(try FixtureFiles.bytes("schemas/delivery.json"), file: "delivery.json")
        var registry = BuiltInTypes.registry
        try registry.add(delivery)
        guard case .found(let shared) = registry.lookup(app: nil, type: "DeliveryAttributes") else {
            Issue.record("no shared DeliveryAttributes")
            return
        }
        #expect(shared.origin == "delivery.json")
        guard case .found(let own) = registry.lookup(app: "com.example.delivery", type: "DeliveryAttributes") else {
            Issue.record("no delivery app type")
            return
        }
        #expect(own.origin == "types/curry-delivery.json")
        #expect(registry.lookup(app: "com.other", type: "DeliveryAttributes") == .found(shared))
        #expect(registry.lookup(app: nil, type: "Nope") == .unknown)
        #expect { try registry.add(delivery) } throws: { error in
            (error as? SchemaError)?.message.contains("already described in delivery.json") == true
        }
    }

    /// Two apps that both call their type `LiveActivityAttributes` coexist; a push naming
    /// neither app finds the name ambiguous.
    @Test func twoAppsMayShareATypeName() throws {
        func file(_ bundle: String, field: String) throws -> TypeFile.Contents {
            try TypeFile.parse("{\"app\": {\"bundle\": \"\(bundle)\"}, \"types\": {\"LiveActivityAttributes\": {\"attributes\": {}, \"content-state\": {\"\(field)\": \"Int\"}}}}", file: bundle)
        }
        let registry = try TypeRegistry([try file("com.a", field: "score"), try file("com.b", field: "minutes")])
        guard case .found(let a) = registry.lookup(app: "com.a", type: "LiveActivityAttributes"),
              case .found(let b) = registry.lookup(app: "com.b", type: "LiveActivityAttributes") else {
            Issue.record("not both found")
            return
        }
        #expect(a.schema?.contentState.fields.map(\.name) == ["score"])
        #expect(b.schema?.contentState.fields.map(\.name) == ["minutes"])
        #expect(registry.lookup(app: nil, type: "LiveActivityAttributes") == .ambiguous(apps: ["com.a", "com.b"]))
    }

    /// A type from a schema file is validated and not warned about as unvalidated.
    @Test func userSchemaValidatesThroughTheSystem() throws {
        var registry = TypeRegistry()
        try registry.add(TypeFile.parse(try FixtureFiles.bytes("schemas/delivery.json")))
        var system = LiveActivitySystem(types: registry)
        let now = Date(timeIntervalSince1970: 1_764_417_600)
        let start = #"{"activity-id":"o1","aps":{"timestamp":1764417600,"event":"start","attributes-type":"WorkoutAttributes","attributes":{"workoutType":"Koşu"},"content-state":{"duration":0,"caloriesBurned":0},"alert":{"title":"Start","body":"Koşu"}}}"#
        let started = system.receive(IncomingLine(start), now: now)
        #expect(started.verdict == Verdict.applied(activityID: "o1", warnings: []))
        #expect(system.activity("o1")?.isValidated == true)
        #expect(system.activity("o1")?.definition.schema?.typeName == "WorkoutAttributes")

        let bad = #"{"activity-id":"o1","aps":{"timestamp":1764417660,"event":"update","content-state":{"duration":1200,"caloriesBurned":150.5}}}"#
        let rejected = system.receive(IncomingLine(bad), now: now.addingTimeInterval(60))
        #expect(rejected.verdict.code == ReasonCode.rejectedDataCorrupted)
        #expect(rejected.verdict.rejection?.english.hasPrefix("content-state.caloriesBurned:") == true)

        let extra = #"{"activity-id":"o1","aps":{"timestamp":1764417670,"event":"update","content-state":{"duration":1200,"caloriesBurned":150,"heartRate":140}}}"#
        let warned = system.receive(IncomingLine(extra), now: now.addingTimeInterval(70))
        #expect(warned.verdict.warnings.map(\.code) == [WarningCode.unknownKeys])
        #expect(warned.verdict.warnings.first?.english.contains("content-state.heartRate is not a field of WorkoutAttributes.ContentState") == true)
    }
}
