import Foundation
import IslandTestSupport
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandTypes
@testable import IslandSimulator

/// The schema interpreter must accept and reject exactly what synthesized `Codable` with a
/// default `JSONDecoder` does. These tests decode many payloads both ways — a real `Codable`
/// struct through Foundation, and its schema through `SchemaDecoder` — and compare verdicts,
/// codes and key paths.
@Suite struct CodableDifferentialTests {
    /// The struct `Fixtures/schemas/delivery.json` describes, as an app would declare it.
    struct DeliveryState: Codable {
        enum Status: String, Codable { case preparing, inDelivery, delivered }
        enum Vehicle: String, Codable { case bike, car }
        struct Courier: Codable {
            var name: String
            var lat: Double
            var lon: Double
            var vehicle: Vehicle?
        }
        struct Leg: Codable {
            var from: String
            var minutes: Int
        }
        var status: Status
        var estimatedMinutes: Int
        var eta: Date?
        var elapsed: TimeInterval
        var paid: Bool
        var courier: Courier?
        var stops: [String]
        var legs: [Leg]
        var flags: [Bool?]
        var note: String?
        var tip: Double?
        var rating: Int?
    }

    struct DeliveryAttributes: Codable {
        var orderId: String
        var restaurantName: String
    }

    static let deliveryBase = obj([
        "status": "inDelivery", "estimatedMinutes": 12, "eta": 786_111_000, "elapsed": 600.5, "paid": true,
        "courier": ["name": "Ayşe", "lat": 49.48, "lon": 8.47, "vehicle": "bike"],
        "stops": ["Kunsthalle", "Wasserturm"], "legs": [["from": "Pizza Süd", "minutes": 7]],
        "flags": [true, nil, false], "note": "Klingeln", "tip": 2.5, "rating": 5,
    ])

    static let tripBase = TripLiveActivityAttributes.ContentState(
        currentStop: "Mannheim Hbf", nextStop: "Kunsthalle", nextStopTime: Date(timeIntervalSinceReferenceDate: 786_110_700),
        remainingTime: 300, delay: 1, occupancy: .medium, phase: .inProgress, progress: 0.25
    ).json

    static let rideBase = RideActivityAttributes.ContentState(
        phase: .connected, statusText: "Riding", criticalGlyph: "!", batteryPercent: 80, faultCode: "E2"
    ).json

    /// Values every key path is replaced with: each JSON type, and the numbers on the edges of
    /// Int and Double decoding.
    static let replacements: [JSONValue] = [
        "x", "", "inDelivery", "bike", "low", "connected", .null, true, false, [], [:],
        number("0"), number("3"), number("-0"), number("3.0"), number("3.5"), number("1e3"), number("1E3"), number("2.5e-1"),
        number("1e-400"), number("1e-300"), number("1.00000000000000000001"), number("9223372036854775807"),
        number("9223372036854775808"), number("-9223372036854775808"), number("-9223372036854775809"),
        number("9007199254740993.0"), number("123456789012345678.5"), number("9223372036854775807.0"), number("1.5e300"),
        ["a"], [number("1")], [.null], [true, .null], ["x": "y"], [["from": "a", "minutes": number("1.0")]],
        [["from": "a"]], ["name": "n", "lat": 1, "lon": 2], ["name": "n", "lat": 1, "lon": 2, "vehicle": "boat"],
    ]

    static func number(_ literal: String) -> JSONValue {
        .number(JSONNumber(literal: literal, double: Double(literal)!))
    }

    enum Outcome: Equatable, CustomStringConvertible {
        case accepted
        case rejected(ReasonCode, path: String?)

        var description: String {
            switch self {
            case .accepted: return "accepted"
            case .rejected(let code, let path): return "\(code.rawValue) at \(path ?? "?")"
            }
        }
    }

    static func foundation<T: Decodable>(_ type: T.Type, _ object: JSONObject) -> Outcome {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(JSONWriter.string(.object(object)).utf8))
            return .accepted
        } catch let error as DecodingError {
            let rejection = Self.rejection(for: error, root: "content-state")
            // Foundation's number errors carry no key path: compare only the code for them.
            return .rejected(rejection.code, path: rejection.code == .rejectedDataCorrupted && !rejection.english.contains("Cannot initialize")
                ? nil : String(rejection.english.prefix { $0 != ":" }))
        } catch {
            return .rejected(.rejectedInvalidJSON, path: nil)
        }
    }

    static func interpreter(_ schema: ObjectSchema, _ object: JSONObject) -> Outcome {
        switch SchemaDecoder.decode(JSONNode(object), as: schema, path: "content-state", typeName: "T", now: Date(timeIntervalSince1970: 1_764_417_600)).verdict {
        case .success: return .accepted
        case .failure(let rejection): return .rejected(rejection.code, path: String(rejection.english.prefix { $0 != ":" }))
        }
    }

    /// Foundation's error as the verdict it stands for, with the key path it names.
    static func rejection(for error: DecodingError, root: String) -> Rejection {
        func keyPath(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(root) { path, key in key.intValue.map { KeyPath.element(path, $0) } ?? KeyPath.child(path, key.stringValue) }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return Rejection(.rejectedKeyNotFound, text: "\(keyPath(context.codingPath + [key])): missing")
        case .valueNotFound(let type, let context):
            return Rejection(.rejectedValueNotFound, text: "\(keyPath(context.codingPath)): null where \(type) is required")
        case .typeMismatch(let type, let context):
            return Rejection(.rejectedTypeMismatch, text: "\(keyPath(context.codingPath)): expected \(type), \(context.debugDescription)")
        case .dataCorrupted(let context):
            return Rejection(.rejectedDataCorrupted, text: "\(keyPath(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return Rejection(.rejectedDataCorrupted, text: "\(root): \(error)")
        }
    }

    static func agree(_ foundation: Outcome, _ interpreter: Outcome) -> Bool {
        switch (foundation, interpreter) {
        case (.accepted, .accepted): return true
        case (.rejected(let a, let pathA), .rejected(let b, let pathB)): return a == b && (pathA == nil || pathA == pathB)
        default: return false
        }
    }

    /// Every key path of `value`: object keys and array elements, at every depth.
    static func paths(_ value: JSONValue, prefix: [PathStep] = []) -> [[PathStep]] {
        switch value {
        case .object(let object):
            return object.keys.flatMap { [prefix + [.key($0)]] + paths(object[$0]!, prefix: prefix + [.key($0)]) }
        case .array(let array):
            return array.indices.flatMap { [prefix + [.index($0)]] + paths(array[$0], prefix: prefix + [.index($0)]) }
        default:
            return []
        }
    }

    enum PathStep: Hashable { case key(String), index(Int) }

    /// `value` with the element at `path` replaced (nil removes it).
    static func replacing(_ value: JSONValue, at path: ArraySlice<PathStep>, with replacement: JSONValue?) -> JSONValue? {
        guard let step = path.first else { return replacement }
        switch (value, step) {
        case (.object(var object), .key(let key)):
            object[key] = replacing(object[key] ?? .null, at: path.dropFirst(), with: replacement)
            return .object(object)
        case (.array(var array), .index(let index)):
            if let new = replacing(array[index], at: path.dropFirst(), with: replacement) { array[index] = new } else { array.remove(at: index) }
            return .array(array)
        default:
            return value
        }
    }

    /// Mutates every key path of `base` with every replacement (and removal) and checks that
    /// the interpreter agrees with Foundation on each.
    static func compareMutations<T: Decodable>(_ type: T.Type, base: JSONObject, schema: ObjectSchema) -> (cases: Int, disagreements: [String]) {
        var disagreements: [String] = []
        var cases = 0
        for path in paths(.object(base)) {
            for replacement in [nil] + replacements.map(Optional.some) {
                guard let mutated = replacing(.object(base), at: path[...], with: replacement)?.objectValue else { continue }
                cases += 1
                let a = foundation(T.self, mutated)
                let b = interpreter(schema, mutated)
                if !agree(a, b) {
                    disagreements.append("\(path) = \(replacement.map { JSONWriter.string($0) } ?? "<removed>"): Foundation \(a), schema \(b)")
                }
            }
        }
        return (cases, disagreements)
    }

    static func deliverySchema() throws -> ActivitySchema {
        let schemas = try SchemaFile.parse(try FixtureFiles.bytes("schemas/delivery.json"), file: "delivery.json")
        return try #require(schemas.first { $0.typeName == "DeliveryAttributes" })
    }

    @Test func baselinesDecodeBothWays() throws {
        #expect(Self.foundation(DeliveryState.self, Self.deliveryBase) == .accepted)
        #expect(Self.interpreter(try Self.deliverySchema().contentState, Self.deliveryBase) == .accepted)
        #expect(Self.interpreter(BuiltInTypes.schema("TripLiveActivityAttributes").contentState, Self.tripBase) == .accepted)
        #expect(Self.interpreter(BuiltInTypes.schema("RideActivityAttributes").contentState, Self.rideBase) == .accepted)
    }

    @Test func userSchemaAgreesWithFoundation() throws {
        let result = Self.compareMutations(DeliveryState.self, base: Self.deliveryBase, schema: try Self.deliverySchema().contentState)
        #expect(result.cases > 800)
        #expect(result.disagreements.isEmpty, "\(result.disagreements.prefix(20).joined(separator: "\n"))")
    }

    @Test func userSchemaAttributesAgreeWithFoundation() throws {
        let base = obj(["orderId": "1234", "restaurantName": "Pizza Süd"])
        let result = Self.compareMutations(DeliveryAttributes.self, base: base, schema: try Self.deliverySchema().attributes)
        #expect(result.cases > 50)
        #expect(result.disagreements.isEmpty, "\(result.disagreements.prefix(20).joined(separator: "\n"))")
    }

    @Test func builtInTripSchemaAgreesWithFoundation() {
        let trip = BuiltInTypes.schema("TripLiveActivityAttributes")
        let result = Self.compareMutations(TripLiveActivityAttributes.ContentState.self, base: Self.tripBase, schema: trip.contentState)
        #expect(result.cases > 300)
        #expect(result.disagreements.isEmpty, "\(result.disagreements.prefix(20).joined(separator: "\n"))")
        let attributes = TripLiveActivityAttributes(tripId: "t", line: "RNV 5", destination: "Heidelberg").json
        let onAttributes = Self.compareMutations(TripLiveActivityAttributes.self, base: attributes, schema: trip.attributes)
        #expect(onAttributes.cases > 100)
        #expect(onAttributes.disagreements.isEmpty, "\(onAttributes.disagreements.prefix(20).joined(separator: "\n"))")
    }

    @Test func builtInRideSchemaAgreesWithFoundation() {
        let result = Self.compareMutations(RideActivityAttributes.ContentState.self, base: Self.rideBase,
                                           schema: BuiltInTypes.schema("RideActivityAttributes").contentState)
        #expect(result.cases > 150)
        #expect(result.disagreements.isEmpty, "\(result.disagreements.prefix(20).joined(separator: "\n"))")
    }

    /// The simulated delivery and workout apps' types, as their type files describe them.
    @Test func builtInDeliveryAndWorkoutSchemasAgreeWithFoundation() {
        let delivery = IslandSimulator.DeliveryAttributes.ContentState(status: .inDelivery, estimatedMinutes: 12,
                                                                  courierLocation: GeoCoordinate(latitude: 49.48, longitude: 8.47)).json
        let onDelivery = Self.compareMutations(IslandSimulator.DeliveryAttributes.ContentState.self, base: delivery,
                                               schema: BuiltInTypes.schema("DeliveryAttributes").contentState)
        #expect(onDelivery.cases > 150)
        #expect(onDelivery.disagreements.isEmpty, "\(onDelivery.disagreements.prefix(20).joined(separator: "\n"))")
        let workout = WorkoutAttributes.ContentState(duration: 600, caloriesBurned: 90).json
        let onWorkout = Self.compareMutations(WorkoutAttributes.ContentState.self, base: workout, schema: BuiltInTypes.schema("WorkoutAttributes").contentState)
        #expect(onWorkout.cases >= 80)
        #expect(onWorkout.disagreements.isEmpty, "\(onWorkout.disagreements.prefix(20).joined(separator: "\n"))")
    }

    /// The number rules on their own, field by field: what this toolchain's JSONDecoder does
    /// for `3.0`, `3.5`, `1e3` and the edges into `Int` and `Double`.
    @Test(arguments: [
        "0", "-0", "3", "3.0", "3.5", "-3.5", "1e3", "1E3", "1e0", "1.5e1", "100e-2", "0.1e1", "2.5e-1", "5e-1",
        "1e-400", "1e-300", "4.9e-324", "1.00000000000000000001", "0.0000001e7", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "9223372036854775807.0",
        "-9223372036854775808.0", "9.2233720368547758e18", "123456789012345678.0", "123456789012345678.5",
        "9007199254740993.0", "9007199254740993", "1e19", "1e20", "12345678901234567890", "1.5e300", "1e308",
        "1.8e308", "1e-320", "0e-400", "0.0e999",
    ])
    func numbersDecodeAsFoundationDoes(literal: String) {
        struct IntBox: Codable { var v: Int }
        struct DoubleBox: Codable { var v: Double }
        guard let double = Double(literal), double.isFinite else {
            // Out of Double's range: island's JSON parser rejects the whole line first.
            #expect(throws: (any Error).self) { try JSONParser.parse("{\"v\":\(literal)}") }
            return
        }
        let object = obj(["v": .number(JSONNumber(literal: literal, double: double))])
        let intFoundation = try? JSONDecoder().decode(IntBox.self, from: Data("{\"v\":\(literal)}".utf8))
        #expect(CodableNumber.int(literal) == intFoundation?.v, "Int from \(literal)")
        #expect(Self.agree(Self.foundation(IntBox.self, object), Self.interpreter(ObjectSchema([SchemaField("v", .int)]), object)))
        let doubleFoundation = try? JSONDecoder().decode(DoubleBox.self, from: Data("{\"v\":\(literal)}".utf8))
        #expect(CodableNumber.double(literal) == doubleFoundation?.v, "Double from \(literal)")
    }

    /// The quirks on their own, so a change in Foundation shows up by name.
    @Test func quirksOfFoundation() {
        struct BoolBox: Codable { var v: Bool }
        struct OptionalBoolBox: Codable { var v: Bool? }
        let null = obj(["v": .null])
        // null for a Bool is a type mismatch, not a missing value.
        #expect(Self.foundation(BoolBox.self, null) == .rejected(.rejectedTypeMismatch, path: "content-state.v"))
        #expect(Self.interpreter(ObjectSchema([SchemaField("v", .bool)]), null) == .rejected(.rejectedTypeMismatch, path: "content-state.v"))
        #expect(Self.foundation(OptionalBoolBox.self, null) == .accepted)
        // An unknown enum value in an optional field is still an error.
        #expect(Self.interpreter(ObjectSchema([SchemaField("v", .optional(.enumeration(["a"])))]), obj(["v": "b"]))
            == .rejected(.rejectedDataCorrupted, path: "content-state.v"))
        // Extra keys are ignored.
        #expect(Self.interpreter(ObjectSchema([SchemaField("v", .int)]), obj(["v": 1, "w": 2])) == .accepted)
    }
}
