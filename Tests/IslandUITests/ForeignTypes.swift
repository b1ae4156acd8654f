import Foundation
import IslandCore
import IslandTestSupport
import IslandJSON
import IslandTypes

/// Types island ships no presentation for, as other teams' apps declare them: each a schema
/// file (no `app`, no `presentation`), so they are drawn by `DefaultPresentation` — dates,
/// enums, nested structs, arrays and long text.
enum ForeignType: String, CaseIterable, CustomStringConvertible {
    case taxi
    case parcel
    case courier
    case tour
    case concert
    /// No schema at all: inferred from the first payload.
    case inferred

    var description: String { rawValue }

    /// The schema file, as a user would pass it with `--schema`.
    var schemaFile: String? {
        switch self {
        case .taxi:
            return """
            {"types": {"TaxiAttributes": {
              "attributes": {"rideId": "UUID", "driverName": "String", "plate": "String"},
              "content-state": {"pickupTime": "Date", "dropOffTime": "Date?", "paidUntil": {"type": "Double", "display": "unix-seconds"},
                                "fareEstimate": {"type": "Decimal", "unit": "€"}, "surge": {"type": "Double", "range": [0, 1]}}}}}
            """
        case .parcel:
            return """
            {"types": {"ParcelAttributes": {
              "attributes": {"trackingNumber": "String", "carrier": {"enum": ["dhl", "ups", "hermes"]}},
              "content-state": {"status": {"enum": ["label_created", "in_transit", "out_for_delivery", "delivered"]},
                                "priority": {"enum": [1, 2, 3]}, "signatureRequired": "Bool", "attempts": "Int",
                                "weightKg": "Double"}}}}
            """
        case .courier:
            return """
            {"types": {"CourierAttributes": {
              "attributes": {"orderNumber": {"type": "String", "label": {"de": "Bestellung", "en": "Order"}}},
              "content-state": {"courier": {"object": {"name": "String", "vehicle": {"enum": ["bike", "scooter", "car"]}}, "name": "Courier"},
                                "location": {"object": {"latitude": "Double", "longitude": "Double"}, "name": "Coordinate", "optional": true},
                                "etaMinutes": "Int", "heartRate": "Int"}}}}
            """
        case .tour:
            return """
            {"types": {"TourAttributes": {
              "attributes": {"tourName": "String"},
              "content-state": {"stops": "[String]", "legs": {"array": {"object": {"place": "String", "minutes": "Int"}, "name": "Leg"}},
                                "tags": "[String]", "progress": {"type": "Double", "display": "fraction"}}}}}
            """
        case .concert:
            return """
            {"types": {"ConcertAttributes": {
              "attributes": {"title": "String", "venue": "String"},
              "content-state": {"announcement": "String", "setList": "[String]", "doorsOpen": "Date", "elapsedSeconds": "Int"}}}}
            """
        case .inferred:
            return nil
        }
    }

    var typeName: String {
        switch self {
        case .taxi: return "TaxiAttributes"
        case .parcel: return "ParcelAttributes"
        case .courier: return "CourierAttributes"
        case .tour: return "TourAttributes"
        case .concert: return "ConcertAttributes"
        case .inferred: return "PizzaTrackerAttributes"
        }
    }

    var app: String {
        switch self {
        case .taxi: return "com.example.taxi"
        case .parcel: return "de.example.paketverfolgung"
        case .courier: return "com.example.courier"
        case .tour: return "com.example.citytours"
        case .concert: return "com.example.concerts"
        case .inferred: return "com.example.pizza"
        }
    }

    var attributes: JSONObject {
        switch self {
        case .taxi:
            return JSONObject([("rideId", "9F1C2B7E-4A5D-4E6F-8A9B-0C1D2E3F4A5B"), ("driverName", "Ayşe Demir"), ("plate", "MA-TX 512")])
        case .parcel:
            return JSONObject([("trackingNumber", "00340434161094042557"), ("carrier", "dhl")])
        case .courier:
            return JSONObject([("orderNumber", "A-1042")])
        case .tour:
            return JSONObject([("tourName", "Quadrate & Wasserturm")])
        case .concert:
            return JSONObject([("title", "Mannheimer Mozartsommer 2025: Die Zauberflöte (konzertante Aufführung) mit dem Nationaltheater-Orchester 🎻"),
                               ("venue", "東京オペラシティ コンサートホール タケミツメモリアル")])
        case .inferred:
            return JSONObject([("orderId", "P-77"), ("shop", "Pizzeria Da Mario")])
        }
    }

    /// The first content state, at `Fixtures.start`.
    var state: JSONObject {
        let now = Fixtures.start
        func date(_ seconds: Double) -> JSONValue { .number(JSONNumber(now.addingTimeInterval(seconds).timeIntervalSinceReferenceDate)) }
        switch self {
        case .taxi:
            return JSONObject([("pickupTime", date(5 * 60 - 10)), ("dropOffTime", date(31 * 60)),
                               ("paidUntil", .number(JSONNumber(now.addingTimeInterval(3600).timeIntervalSince1970))),
                               ("fareEstimate", .number(JSONNumber(literal: "23.40", double: 23.4))), ("surge", 0.25)])
        case .parcel:
            return JSONObject([("status", "out_for_delivery"), ("priority", 2), ("signatureRequired", true), ("attempts", 1),
                               ("weightKg", 2.5)])
        case .courier:
            return JSONObject([("courier", ["name": "Jonas", "vehicle": "scooter"]), ("etaMinutes", 7), ("heartRate", 128)])
        case .tour:
            return JSONObject([("stops", ["Wasserturm", "Paradeplatz", "Schloss"]),
                               ("legs", [["place": "Kunsthalle", "minutes": 12], ["place": "Jungbusch", "minutes": 20]]),
                               ("tags", []), ("progress", 0.4)])
        case .concert:
            return JSONObject([("announcement", "Einlass ab 18:30 Uhr an allen Eingängen · 開場は18時30分です · Doors open at 6:30 pm at every entrance, please have your tickets ready"),
                               ("setList", ["Ouvertüre"]), ("doorsOpen", date(-3 * 60)), ("elapsedSeconds", 4000)])
        case .inferred:
            return JSONObject([("status", "in_oven"), ("readyAt", .number(JSONNumber(now.addingTimeInterval(900).timeIntervalSince1970))),
                               ("updatedAtMs", .number(JSONNumber(now.timeIntervalSince1970 * 1000))), ("baked", 0.75),
                               ("toppings", ["tomato", "mozzarella"]), ("extraCheese", false)])
        }
    }

    /// The registry with the shipped types and this one's schema.
    var registry: TypeRegistry {
        var registry = BuiltInTypes.registry
        if let schemaFile {
            do {
                try registry.add(TypeFile.parse(schemaFile, file: "\(rawValue).json"))
            } catch {
                fatalError("the \(rawValue) schema does not parse: \(error)")
            }
        }
        return registry
    }

    var push: Push {
        Fixtures.startPush(id: rawValue, app: app, type: typeName, attributes: attributes, state: state)
    }

    var activity: Activity {
        var system = LiveActivitySystem(types: registry)
        let outcome = system.receive(push, now: Fixtures.start)
        if case .notApplied(let rejection, _) = outcome.verdict {
            fatalError("the \(rawValue) start was rejected: \(rejection.message)")
        }
        return system.activities[0]
    }
}
