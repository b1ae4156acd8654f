import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    enum Transit {
        struct DepartureAttributes: ActivityAttributes {
            static let typeName = "DepartureAttributes"
            typealias ContentState = Transit.DepartureState

            var line: String
            var direction: String
            var stationName: String
            var mode: Mode
        }

        struct DepartureState: Codable, Hashable {
            var plannedDeparture: Date
            var expectedDeparture: Date
            var platform: String?
            var delayMinutes: Int = 0
            var cancelled: Bool
            var occupancy: Occupancy!
            var messages: [String]?
        }

        enum Mode: String, Codable, Hashable {
            case bus, tram, subway = "u-bahn", suburban = "s-bahn", regional, ferry
        }

        enum Occupancy: Int8, Codable, Hashable {
            case unknown = -1, low = 1, medium, high, full
        }
    }
}
