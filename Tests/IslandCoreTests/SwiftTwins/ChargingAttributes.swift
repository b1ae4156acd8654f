import Foundation
@testable import IslandCore
@testable import IslandSimulator

extension SwiftTwins {
    struct ChargingSessionAttributes: ActivityAttributes {
        static let typeName = "ChargingSessionAttributes"

        struct ContentState: Codable, Hashable {
            var stateOfCharge: Double
            var powerKilowatts: Double
            var energyAddedKWh: Double
            var minutesToFull: Int?

            enum CodingKeys: String, CodingKey {
                case stateOfCharge = "soc"
                case powerKilowatts = "power"
                case powerWatts = "power_w"
                case energyAddedKWh = "energy"
                case minutesToFull = "eta"
            }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                stateOfCharge = try container.decode(Double.self, forKey: .stateOfCharge)
                if let watts = try container.decodeIfPresent(Double.self, forKey: .powerWatts) {
                    powerKilowatts = watts / 1000
                } else {
                    powerKilowatts = try container.decode(Double.self, forKey: .powerKilowatts)
                }
                energyAddedKWh = try container.decode(Double.self, forKey: .energyAddedKWh)
                minutesToFull = try container.decodeIfPresent(Int.self, forKey: .minutesToFull)
            }

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(stateOfCharge, forKey: .stateOfCharge)
                try container.encode(powerKilowatts, forKey: .powerKilowatts)
                try container.encode(energyAddedKWh, forKey: .energyAddedKWh)
                try container.encodeIfPresent(minutesToFull, forKey: .minutesToFull)
            }
        }

        var stationName: String
        var connector: String
        var maxPowerKilowatts: Double
    }
}
