import Foundation
import Testing
import IslandCore
import IslandTestSupport
@testable import IslandUI
import IslandJSON
import IslandTypes

/// Numbers never trap on screen: every numeric field of every shipped type, of the
/// foreign types drawn by the default presentation and of types inferred from their payload
/// gets ±0, ±1e308 and ±2^63 (and NaN-like strings where no schema stops them); whatever iOS
/// would accept is then drawn in every presentation and on every screen. A trap ends the test
/// run; the checks say what the screen shows instead.
@Suite struct NumberSafetyTests {
    static let extremes: [JSONValue] = ["0", "-0", "1e308", "-1e308", "9223372036854775808", "-9223372036854775808",
                                        "9223372036854775807", "4.9e-324"].map { .number(JSONNumber(literal: $0, double: Double($0)!)) }
    static let now = Fixtures.start

    /// A valid JSON value for a schema type.
    static func sample(_ type: SchemaType) -> JSONValue {
        switch type {
        case .string: return "Text"
        case .int, .sizedInt: return 1
        case .double, .float, .timeInterval, .decimal: return 0.5
        case .bool: return true
        case .date: return .number(JSONNumber(now.addingTimeInterval(300).timeIntervalSinceReferenceDate))
        case .url: return "https://example.com/a"
        case .uuid: return "9F1C2B7E-4A5D-4E6F-8A9B-0C1D2E3F4A5B"
        case .enumeration(let cases): return .string(cases.first ?? "a")
        case .integerEnumeration(let cases): return .number(JSONNumber(cases.first ?? 0))
        case .object(let schema): return .object(sample(schema))
        case .array(let element): return [sample(element), sample(element)]
        case .dictionary(let key, let value): return .object(JSONObject([(key == .int ? "1" : "k", sample(value))]))
        case .optional(let inner): return sample(inner)
        }
    }

    static func sample(_ object: ObjectSchema) -> JSONObject {
        JSONObject(object.fields.map { ($0.key, sample($0.type)) })
    }

    /// The key paths of every number (and `Date`) below an object: `["courier", "speed"]`.
    static func numericPaths(_ object: ObjectSchema) -> [[String]] {
        object.fields.flatMap { field -> [[String]] in
            switch field.type.wrapped {
            case .object(let nested): return numericPaths(nested).map { [field.key] + $0 }
            case .int, .sizedInt, .double, .float, .timeInterval, .decimal, .date, .integerEnumeration: return [[field.key]]
            default: return []
            }
        }
    }

    static func replacing(_ path: [String], in object: JSONObject, with value: JSONValue) -> JSONObject {
        var copy = object
        guard let first = path.first else { return copy }
        if path.count == 1 {
            copy[first] = value
        } else if let nested = copy[first]?.objectValue {
            copy[first] = .object(replacing(Array(path.dropFirst()), in: nested, with: value))
        }
        return copy
    }

    /// Every type with a schema: the shipped ones and the foreign ones.
    static func definitions() -> [(registry: TypeRegistry, definition: TypeDefinition)] {
        var all = BuiltInTypes.registry.all.map { (BuiltInTypes.registry, $0) }
        for type in ForeignType.allCases where type.schemaFile != nil {
            let registry = type.registry
            if case .found(let definition) = registry.lookup(app: type.app, type: type.typeName) { all.append((registry, definition)) }
        }
        return all
    }

    /// Draws `model` every way there is; returns the text of them all.
    static func drawEverything(_ model: AppModel, at now: Date, ascii choices: [Bool] = [false, true]) -> [Grid] {
        var grids: [Grid] = []
        for ascii in choices {
            let context = Fixtures.context(.en, ascii: ascii)
            for mode in ViewMode.allCases {
                var screen = model
                screen.viewMode = mode
                for locked in [true, false] {
                    screen.locked = locked
                    grids.append(Renderer.frame(screen, width: 100, height: 30, now: now, context: context).grid)
                }
                grids.append(Renderer.frame(screen, width: 38, height: 12, now: now, context: context).grid)
            }
            for activity in model.system.activities {
                grids.append(Presentations.minimal(activity: activity, now: now, context: context))
                grids.append(Presentations.compact(activity: activity, now: now, context: context))
                grids.append(Presentations.expanded(activity: activity, now: now, context: context))
                grids.append(Presentations.lockScreen(activity: activity, now: now, context: context))
                grids.append(Fixtures.standBy(activity: activity, now: now, context: context, width: 80, height: 20))
            }
        }
        return grids
    }

    static func check(_ grids: [Grid], _ what: String) {
        for grid in grids {
            let text = grid.lines.joined(separator: "\n")
            #expect(!text.contains("nan") && !text.contains("inf"), "\(what) shows a non-number:\n\(text)")
        }
    }

    @Test func everyNumericFieldOfEveryTypeWithASchema() {
        var drawn = 0
        var fields = 0
        for (registry, definition) in Self.definitions() {
            guard let schema = definition.schema else { continue }
            let app = definition.key.app ?? "com.example.any"
            let attributes = Self.sample(schema.attributes)
            let state = Self.sample(schema.contentState)
            for (scope, path) in Self.numericPaths(schema.contentState).map({ ("state", $0) })
                + Self.numericPaths(schema.attributes).map({ ("attributes", $0) }) {
                fields += 1
                for (index, value) in Self.extremes.enumerated() {
                    var system = LiveActivitySystem(types: registry)
                    let first = scope == "attributes" ? Self.replacing(path, in: attributes, with: value) : attributes
                    var start = Fixtures.startPush(id: "a", app: app, type: schema.typeName, attributes: first, state: state)
                    start.timestamp = Self.now
                    guard case .applied = system.receive(start, now: Self.now).verdict else { continue }
                    if scope == "state" {
                        var update = Push(event: .update, activityID: "a", app: app, timestamp: Self.now.addingTimeInterval(1),
                                          contentState: Self.replacing(path, in: state, with: value))
                        update.isLocal = false
                        guard case .applied = system.receive(update, now: Self.now.addingTimeInterval(1)).verdict else { continue }
                    }
                    var model = AppModel(system: system)
                    model.selectedID = "a"
                    // Soon after, and an hour on (countdowns past, stale dates passed).
                    let offset: TimeInterval = index.isMultiple(of: 2) ? 1 : 3600
                    Self.check(Self.drawEverything(model, at: Self.now.addingTimeInterval(offset)),
                               "\(definition.key).\(path.joined(separator: ".")) = \(value)")
                    drawn += 1
                }
            }
        }
        #expect(fields >= 25, "numeric fields walked")
        #expect(drawn >= 60, "accepted extremes drawn")
    }

    /// Without a schema nothing is rejected: every extreme (and NaN-like strings) reaches the
    /// screen under names the inference reads as dates, minutes, seconds, percentages.
    @Test func everyNumericFieldOfAnInferredType() {
        let keys = ["pickupTime", "arrivalDate", "sentAtMs", "paidUntil", "etaMinutes", "durationSeconds", "elapsed", "batteryPercent",
                    "progress", "heartRate", "caloriesBurned", "count"]
        let values = Self.extremes + ["NaN", "-Infinity", "1e999"]
        var drawn = 0
        for key in keys {
            for (index, value) in values.enumerated() {
                var state = JSONObject(keys.map { ($0, JSONValue.number(JSONNumber(1))) })
                state[key] = value
                let push = Fixtures.startPush(id: "g", app: "com.example.generic", type: "GenericAttributes",
                                              attributes: JSONObject([("nested", .object(JSONObject([(key, value)])))]), state: state)
                var system = LiveActivitySystem()
                guard case .applied = system.receive(push, now: Self.now).verdict else { continue }
                var model = AppModel(system: system)
                model.selectedID = "g"
                Self.check(Self.drawEverything(model, at: Self.now.addingTimeInterval(30), ascii: [index.isMultiple(of: 2)]),
                           "inferred \(key) = \(value)")
                drawn += 1
            }
        }
        #expect(drawn >= keys.count * Self.extremes.count)
    }

    /// What the screen shows instead of a number no clock or counter can show.
    @Test func outOfRangeValuesReadAsADash() {
        let input = PresentationInput(activity: Sample.trip.activity, now: Self.now, context: Fixtures.context(.en))
        let formatter = ValueFormatter(input: input)
        let minutes = SchemaField("etaMinutes", .double, display: FieldDisplay(hint: .minutes))
        #expect(formatter.format(.double(1e308), .automatic, field: minutes, type: .double).text == "—")
        #expect(formatter.format(.double(-1e308), .duration, field: nil, type: .double).text == "—")
        #expect(formatter.format(.double(1e308), .time, field: nil, type: .double).text == "—")
        #expect(formatter.format(.double(.nan), .number(decimals: 2, signed: false, unit: nil), field: nil, type: .double).text == "—")
        #expect(formatter.format(.double(1e308), .percent(scale: 1), field: nil, type: .double).text == "100%")
        let battery = SchemaField("battery", .int, display: FieldDisplay(hint: .percent, range: ValueRange(minimum: 0, maximum: 100)))
        #expect(formatter.format(.int(250), .automatic, field: battery, type: .int).text == "100%")
        let delay = SchemaField("delay", .int, display: FieldDisplay(range: ValueRange(minimum: 0, maximum: nil)))
        #expect(formatter.format(.int(-3), .number(decimals: nil, signed: true, unit: nil), field: delay, type: .int).text == "0",
                "a value outside the schema's range is shown clamped")
        #expect(SafeNumber.int(9.3e18) == nil && SafeNumber.int(-.infinity) == nil && SafeNumber.int(2.6) == 3)
    }
}
