import Foundation
import Testing
@testable import IslandCore
@testable import IslandJSON
@testable import IslandSwiftSource
@testable import IslandTypes
@testable import IslandSimulator

/// Swift file → schema → payloads: for every type of the realistic attribute files, the
/// schema read from the fixture accepts and rejects exactly what `JSONDecoder` does with the
/// same struct compiled into the tests (`SwiftTwins/`) — verdict, reason code and key path —
/// over every key path of a valid payload mutated with every replacement value.
@Suite struct SwiftTwinRoundTripTests {
    /// One type: its fixture, a valid payload for the attributes and the content state, and
    /// Foundation's verdict on each through the compiled twin.
    struct Case: CustomStringConvertible, Sendable {
        var type: String
        var fixture: String
        var attributes: JSONObject
        var state: JSONObject
        var compare: @Sendable (ActivitySchema, JSONObject, JSONObject) -> (attributes: DecodingComparison.Comparison, state: DecodingComparison.Comparison)

        var description: String { type }

        init<A: ActivityAttributes>(_ type: A.Type, fixture: String, attributes: JSONValue, state: JSONValue) {
            self.type = A.typeName
            self.fixture = fixture
            self.attributes = obj(attributes)
            self.state = obj(state)
            compare = { schema, attributes, state in
                (DecodingComparison.compare(A.self, base: attributes, schema: schema.attributes),
                 DecodingComparison.compare(A.ContentState.self, base: state, schema: schema.contentState))
            }
        }
    }

    static let uuid: JSONValue = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    static let cases: [Case] = [
        Case(SwiftTwins.FoodDeliveryAttributes.self, fixture: "FoodDeliveryAttributes",
             attributes: ["restaurantName": "Curry Haus", "orderNumber": "A-17", "items": ["Dal", "Naan"], "total": 23.4],
             state: ["stage": "picked_up", "estimatedArrival": 786_114_720, "courier": ["name": "Ayşe", "vehicle": "bike", "rating": 4.9],
                     "itemsReady": 2, "trackingURL": "https://curry.example/track/A-17"]),
        Case(SwiftTwins.GameAttributes.self, fixture: "GameScoreAttributes",
             attributes: ["homeTeam": ["name": "Adler", "abbreviation": "MAN", "colorHex": "#0055A4"],
                          "awayTeam": ["name": "Eisbären", "abbreviation": "EBB", "colorHex": "#002D62"], "league": "DEL", "gameID": uuid],
             state: ["homeScore": 3, "awayScore": 2, "period": 3, "goalsByPeriod": ["1": 2, "2": 1, "3": 2], "clock": 421.5, "lastGoal": "Plachta"]),
        Case(SwiftTwins.RideAttributes.self, fixture: "RideHailingAttributes",
             attributes: ["pickup_address": "Q6 Q7", "dropoff_address": "Hauptbahnhof", "ride_type": "comfort"],
             state: ["status": "driver_arriving", "driver_name": "Jonas", "car_description": "white Model 3", "license_plate": "MA-JH 42",
                     "eta_minutes": 4, "driver_location": ["latitude": 49.48, "longitude": 8.47], "progress": 0.4]),
        Case(SwiftTwins.FocusTimerAttributes.self, fixture: "FocusTimerAttributes",
             attributes: ["sessionName": "Deep work", "totalDuration": 1500, "rounds": 4],
             state: ["endDate": 786_114_720, "isPaused": false, "pausedRemaining": 300, "round": 2]),
        Case(SwiftTwins.FlightActivityAttributes.self, fixture: "FlightAttributes",
             attributes: ["airline": "Lufthansa", "flightNumber": "LH 400", "confirmationCode": "X7YQ2P", "passengerName": "Doe/Jane"],
             state: ["status": "boarding", "gate": "Z25", "terminal": "1", "boardingTime": 786_114_000, "departureTime": 786_116_000,
                     "arrivalTime": 786_146_000, "delayMinutes": 15, "segments": [["from": "FRA", "to": "JFK", "flightNumber": "LH 400"]],
                     "baggageBelt": 7]),
        Case(SwiftTwins.ParkingSessionAttributes.self, fixture: "ParkingAttributes",
             attributes: ["licensePlate": "HD-AB 123", "meterID": 4_000_000_123, "streetName": "Hauptstraße",
                          "paymentLink": "https://park.example/pay?id=1", "maxDuration": 7200],
             state: ["paidUntil": 786_118_320, "amountPaid": 2.5, "canExtend": true, "zone": "B"]),
        Case(SwiftTwins.WorkoutActivityAttributes.self, fixture: "WorkoutAttributes",
             attributes: ["sport": "run", "goalMeters": 10000],
             state: ["elapsed": 1820.5, "distanceMeters": 5230, "activeCalories": 412, "heartRate": 152.5, "heartRateZone": 3,
                     "splits": [305.2, 301.8], "isPaused": false]),
        Case(SwiftTwins.NowPlayingAttributes.self, fixture: "NowPlayingAttributes",
             attributes: ["playerName": "Podcasts", "deviceName": "Küche"],
             state: ["title": "Folge 12", "artist": "Radio", "artworkURL": "https://cdn.example/art.jpg", "elapsed": 61, "duration": 3605,
                     "isPlaying": true, "repeatMode": 2, "volume": 0.8]),
        Case(SwiftTwins.ParcelAttributes.self, fixture: "ParcelAttributes",
             attributes: ["carrier": "DHL", "trackingNumber": "00340434161234567890", "shipmentID": uuid, "metadata": ["shop": "Kiosk", "size": "M"]],
             state: ["step": "outForDelivery", "lastScan": ["location": "Mannheim", "time": 786_100_000],
                     "deliveryWindow": ["start": 786_110_000, "end": 786_120_000], "scansByDay": ["2025-11-28": 2, "2025-11-29": 1], "stopsAway": 6]),
        Case(SwiftTwins.TickerAttributes.self, fixture: "StockTickerAttributes",
             attributes: ["symbol": "SAP", "exchange": "XETRA", "currency": "EUR", "watchlistID": 9_000_000_000],
             state: ["last": 231.45, "change": -1.2, "changePercent": -0.52, "volume": 1_234_567, "dayRange": ["low": 229.9, "high": 233.1],
                     "marketState": "open", "halted": false]),
        Case(SwiftTwins.Transit.DepartureAttributes.self, fixture: "TransitDepartureAttributes",
             attributes: ["line": "S1", "direction": "Homburg (Saar)", "stationName": "Mannheim Hbf", "mode": "s-bahn"],
             state: ["plannedDeparture": 786_114_720, "expectedDeparture": 786_114_900, "platform": "3a", "delayMinutes": 3,
                     "cancelled": false, "occupancy": -1, "messages": ["Bauarbeiten"]]),
        Case(SwiftTwins.AdventureAttributes.self, fixture: "AdventureAttributes",
             attributes: ["hero": ["name": "Spouty", "avatar": "🐳", "healthLevel": 0.67, "heroType": "Sea Lion",
                                   "healthRecoveryRatePerHour": 0.2, "level": 3, "exp": 600, "bio": "Spouty rises from the ocean"]],
             state: ["currentHealthLevel": 0.4, "eventDescription": "Spouty found a pearl", "supercharged": true, "debugNote": "n"]),
        Case(SwiftTwins.PrecipitationAttributes.self, fixture: "WeatherAlertAttributes",
             attributes: ["placeName": "Heidelberg", "latitude": 49.41, "longitude": 8.69],
             state: ["minutesUntilRain": 12, "intensity": "moderate", "nextHour": [0, 0.2, 1.5], "updatedAt": 786_114_720]),
    ]

    static func fixtureSchema(_ testCase: Case) throws -> ActivitySchema {
        let text = String(decoding: try FixtureFiles.bytes("swift/\(testCase.fixture).swift"), as: UTF8.self)
        let report = SwiftAttributesReader.read([SwiftSourceFile(name: "\(testCase.fixture).swift", text: text)])
        return try #require(report.types.first { $0.name == testCase.type }?.schema)
    }

    @Test func everyModelledFixtureTypeHasATwin() throws {
        #expect(Self.cases.count >= 12)
        let names = SwiftAttributesFixtureTests.names
        var modelled: [String] = []
        for name in names {
            let text = String(decoding: try FixtureFiles.bytes("swift/\(name).swift"), as: UTF8.self)
            modelled += SwiftAttributesReader.read([SwiftSourceFile(name: name, text: text)]).types.filter { $0.schema != nil }.map(\.name)
        }
        #expect(Set(modelled) == Set(Self.cases.map(\.type)))
    }

    /// The compiled twins, read back with the attributes reader, give the fixtures' schemas:
    /// the structs Foundation decodes with are the ones the fixtures declare.
    @Test func theTwinsAreTheFixturesTypes() throws {
        let directory = FixtureFiles.directory.deletingLastPathComponent().appendingPathComponent("SwiftTwins")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 13)
        let sources = try files.map { SwiftSourceFile(name: $0, text: try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
        let twins = SwiftAttributesReader.read(sources)
        #expect(twins.warnings.isEmpty, "\(twins.warnings.map(\.description))")
        for testCase in Self.cases {
            let twin = twins.types.first { $0.name == testCase.type }?.schema
            #expect(twin == (try Self.fixtureSchema(testCase)), "\(testCase.type)")
        }
    }

    @Test(arguments: cases)
    func payloadsDecodeAsTheCompiledStructDecodesThem(testCase: Case) throws {
        let schema = try Self.fixtureSchema(testCase)
        let result = testCase.compare(schema, testCase.attributes, testCase.state)
        for (part, comparison) in [("attributes", result.attributes), ("content-state", result.state)] {
            #expect(comparison.cases >= 100, "\(part): ran \(comparison.cases) cases")
            #expect(comparison.rejected >= 50, "\(part): rejected \(comparison.rejected)")
            #expect(comparison.disagreements.isEmpty, "\(testCase.type) \(part): \(comparison.disagreements.count) disagreements:\n\(comparison.summary)")
        }
    }
}
